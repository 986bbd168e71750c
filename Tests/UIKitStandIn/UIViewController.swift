/// A screen's controller: the stand-in for UIKit's `UIViewController`.
///
/// With automatic observation tracking (iOS 26), ``updateProperties()`` runs inside
/// `withObservationTracking`, and runs again before the next frame when something it read changed.
@MainActor
open class UIViewController {
    /// The screen's root view.
    public let view = UIView()

    /// A controller with an empty view.
    public init() {}

    /// Builds the views, once.
    open func viewDidLoad() {}

    /// Copies the model's values into the views; tracked.
    open func updateProperties() {}
}
