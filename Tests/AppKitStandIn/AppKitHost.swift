import Observation

/// Runs a controller as AppKit does with observation tracking (macOS 15 and later).
///
/// It calls ``NSViewController/viewWillLayout()`` inside `withObservationTracking`, and again on
/// the next ``layout()`` when something it read changed, and at no other time. It counts every
/// call, and every call again that changed nothing the view shows.
@MainActor
public final class AppKitHost {
    /// Every `viewWillLayout()` call, the first included.
    public private(set) var layouts = 0
    /// Calls again that changed nothing the view shows.
    public private(set) var unchangedLayouts = 0
    /// The controller.
    public let controller: NSViewController
    private var needsLayout = true

    /// Loads `controller`'s view and lays it out once.
    public init(_ controller: NSViewController) {
        self.controller = controller
        layout()
    }

    /// The view as text.
    public var text: String { controller.view.lines.joined(separator: "\n") }

    /// Lays out again if something `viewWillLayout()` read changed.
    public func layout() {
        guard needsLayout else { return }
        needsLayout = false
        let isAgain = layouts > 0
        let before = controller.view.lines
        withObservationTracking {
            controller.viewWillLayout()
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.needsLayout = true }
        }
        layouts += 1
        if isAgain, controller.view.lines == before { unchangedLayouts += 1 }
    }
}
