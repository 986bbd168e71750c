import Foundation

/// The name of a nib file: the stand-in for AppKit's `NSNib.Name`.
public enum NSNib {
    /// A nib's name.
    public typealias Name = String
}

/// A view's controller: the stand-in for AppKit's `NSViewController`.
///
/// As in AppKit, a controller made without a nib makes its view in ``loadView()``, a subclass with
/// an initialiser of its own implements ``init(coder:)``, and with automatic observation tracking
/// (macOS 15 with `NSObservationTrackingEnabled`, macOS 26 by default) ``viewWillLayout()`` runs
/// inside `withObservationTracking` and again before the next frame when something it read
/// changed (see ``AppKitHost``).
@MainActor
open class NSViewController {
    private var loadedView: NSView?

    /// A controller with its view in the nib named `nibNameOrNil`, or made by ``loadView()``.
    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {}

    /// A controller decoded from a storyboard; required of every subclass, as in AppKit.
    public required init?(coder: NSCoder) {}

    /// The view, loaded when first asked for.
    public var view: NSView {
        get {
            if let loadedView { return loadedView }
            loadView()
            guard let loadedView else { preconditionFailure("loadView() set no view") }
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Makes the view; a controller without a nib sets ``view`` here.
    open func loadView() {}

    /// The view was made; a subclass calls `super`.
    open func viewDidLoad() {}

    /// The view is about to lay out; tracked on macOS 15 and later; a subclass calls `super`.
    open func viewWillLayout() {}
}
