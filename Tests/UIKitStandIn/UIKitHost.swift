import Observation

/// Runs a controller as UIKit does with observation tracking.
///
/// It loads the controller's view, then calls ``UIViewController/updateProperties()`` inside
/// `withObservationTracking`, again on the next ``update()`` after something it read changed. It
/// counts every call, and every call again whose view did not change.
@MainActor
public final class UIKitHost {
    /// Every `updateProperties()` call, the first included.
    public private(set) var evaluations = 0
    /// Calls again after which the view showed the same lines.
    public private(set) var unchangedEvaluations = 0
    /// The controller.
    public let controller: UIViewController
    private var isDirty = true
    private var lastLines: [String]?

    /// Loads `controller`'s view and updates it once.
    public init(_ controller: UIViewController) {
        self.controller = controller
        controller.viewDidLoad()
        update()
    }

    /// The screen as text.
    public var text: String { controller.view.lines.joined(separator: "\n") }

    /// Runs `updateProperties()` if something it read changed.
    public func update() {
        guard isDirty else { return }
        isDirty = false
        withObservationTracking {
            controller.updateProperties()
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.isDirty = true }
        }
        let lines = controller.view.lines
        evaluations += 1
        if lines == lastLines { unchangedEvaluations += 1 }
        lastLines = lines
    }
}
