import Foundation

/// A screen's controller: the stand-in for UIKit's `UIViewController`, with its initialisers.
///
/// With automatic observation tracking (iOS 26), ``updateProperties()`` runs inside
/// `withObservationTracking`, and runs again before the next frame when something it read changed.
/// As in UIKit, a subclass with an initialiser of its own calls ``init(nibName:bundle:)`` and
/// implements ``init(coder:)``.
@MainActor
open class UIViewController {
    /// The screen's root view.
    public let view = UIView()

    /// A controller with an empty view; UIKit's designated initialiser.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// A controller decoded from a storyboard; required of every subclass, as in UIKit.
    public required init?(coder: NSCoder) {}

    /// A controller with an empty view.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Builds the views, once; a subclass calls `super`.
    open func viewDidLoad() {}

    /// Copies the model's values into the views; tracked; a subclass calls `super`.
    open func updateProperties() {}
}
