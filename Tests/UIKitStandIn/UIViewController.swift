import Foundation

/// A screen's controller: the stand-in for UIKit's `UIViewController`, with its initialisers.
///
/// With automatic observation tracking (iOS 26), ``updateProperties()`` runs inside
/// `withObservationTracking`, and runs again before the next frame when something it read changed
/// (see ``UIKitHost``). As in UIKit, a subclass with an initialiser of its own calls
/// ``init(nibName:bundle:)`` and implements ``init(coder:)``; the view loads when first shown.
@MainActor
open class UIViewController {
    /// The screen's root view.
    public let view = UIView()
    /// The title, for a navigation bar or an alert.
    public var title: String?
    /// Whether ``viewDidLoad()`` ran.
    public private(set) var isViewLoaded = false
    /// The controller this one presents (an alert, a sheet), or `nil`.
    public private(set) var presentedViewController: UIViewController?
    /// The controller presenting this one, or `nil`.
    public private(set) weak var presentingViewController: UIViewController?

    /// A controller with an empty view; UIKit's designated initialiser.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// A controller decoded from a storyboard; required of every subclass, as in UIKit.
    public required init?(coder: NSCoder) {}

    /// A controller with an empty view.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The controllers shown inside this one (a container's, or those added with ``addChild(_:)``),
    /// in order.
    open var children: [UIViewController] { addedChildren }
    private var addedChildren: [UIViewController] = []

    /// Adds `child` inside this one; add its view to a view of this one too, as in UIKit.
    public func addChild(_ child: UIViewController) {
        addedChildren.append(child)
        child.loadViewIfNeeded()
    }

    /// Called after the controller was added to `parent`; a subclass calls `super`.
    open func didMove(toParent parent: UIViewController?) {}

    /// Whether the view shows the screen of a child (a navigation or tab bar controller's) rather
    /// than subviews of its own.
    var isContainer: Bool { false }

    /// Builds the views, once; a subclass calls `super`.
    open func viewDidLoad() {}

    /// Copies the model's values into the views; tracked; a subclass calls `super`.
    open func updateProperties() {}

    /// What the controller itself shows, for telling an update that changed nothing: its view's
    /// lines, the children it shows and what it presents, by identity.
    var output: [String] {
        view.lines + children.map { "\(ObjectIdentifier($0))" }
            + [presentedViewController.map { "\(ObjectIdentifier($0))" } ?? "-"]
    }

    /// Loads the view if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        if isContainer { view.contentLines = { [unowned self] in screenLines } }
        viewDidLoad()
    }

    /// What the screen shows as lines: the view's, and below it what this controller presents.
    open var screenLines: [String] {
        view.lines + (presentedViewController?.screenLines ?? [])
    }

    /// Presents `controller` over this one.
    public func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        controller.loadViewIfNeeded()
        controller.presentingViewController = self
        presentedViewController = controller
        completion?()
    }

    /// Dismisses what this controller presents, or, when it presents nothing, this controller
    /// from the one presenting it.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: nil)
        }
        completion?()
    }
}
