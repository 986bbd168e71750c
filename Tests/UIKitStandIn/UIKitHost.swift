import Observation

/// Runs controllers as UIKit does with observation tracking.
///
/// It loads the root controller's view, then calls ``UIViewController/updateProperties()`` of
/// every loaded controller in the tree (the root, the children of containers, what each presents)
/// inside `withObservationTracking`, and again on the next ``update()`` for each controller whose
/// reads changed, and no other. It counts every call, and every call again that changed nothing
/// the controller shows: an update that set what was already shown.
@MainActor
public final class UIKitHost {
    /// Every `updateProperties()` call, the first ones included.
    public private(set) var evaluations = 0
    /// Calls again that changed nothing the controller shows.
    public private(set) var unchangedEvaluations = 0
    /// The types of the controllers counted in ``unchangedEvaluations``, in order.
    public private(set) var unchangedControllers: [String] = []
    /// The root controller.
    public let controller: UIViewController
    private var updated: Set<ObjectIdentifier> = []
    private var dirty: Set<ObjectIdentifier> = []

    /// Loads `controller`'s view and updates the tree once.
    public init(_ controller: UIViewController) {
        self.controller = controller
        controller.loadViewIfNeeded()
        update()
    }

    /// The screen as text.
    public var text: String { controller.screenLines.joined(separator: "\n") }

    /// Runs `updateProperties()` of each loaded controller that was never updated or whose reads
    /// changed, until none is left (an update may show new controllers).
    public func update() {
        for _ in 0..<20 {
            let pending = loadedControllers().filter {
                !updated.contains(ObjectIdentifier($0)) || dirty.contains(ObjectIdentifier($0))
            }
            guard !pending.isEmpty else { return }
            for controller in pending { run(controller) }
        }
        preconditionFailure("updateProperties() kept invalidating itself")
    }

    private func run(_ controller: UIViewController) {
        let id = ObjectIdentifier(controller)
        dirty.remove(id)
        let isAgain = !updated.insert(id).inserted
        let before = controller.output
        withObservationTracking {
            controller.updateProperties()
        } onChange: { [weak self] in
            MainActor.assumeIsolated { _ = self?.dirty.insert(id) }
        }
        evaluations += 1
        if isAgain, controller.output == before {
            unchangedEvaluations += 1
            unchangedControllers.append(String(describing: type(of: controller)))
        }
    }

    private func loadedControllers() -> [UIViewController] {
        var found: [UIViewController] = []
        var queue = [controller]
        while let next = queue.popLast() {
            guard next.isViewLoaded else { continue }
            found.append(next)
            queue.append(contentsOf: next.children.reversed())
            if let presented = next.presentedViewController { queue.append(presented) }
        }
        return found
    }
}
