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
    /// Every cell configuration of the collection views on screen, the first ones included.
    public var cellConfigurations: Int { configured.reduce(0) { $0 + $1.configurations } }
    /// Cell configurations again that changed nothing the cell shows.
    public var unchangedCellConfigurations: Int {
        configured.reduce(0) { $0 + $1.unchangedConfigurations }
    }
    /// The positions of the cells the last ``update()`` configured, per collection view that
    /// configured any.
    public private(set) var lastConfiguredCells: [[Int]] = []
    /// The types of the controllers counted in ``unchangedEvaluations``, in order.
    public private(set) var unchangedControllers: [String] = []
    /// The root controller.
    public let controller: UIViewController
    private var updated: Set<ObjectIdentifier> = []
    private var dirty: Set<ObjectIdentifier> = []
    private var configured: [UICollectionView] = []

    /// Loads `controller`'s view and updates the tree once.
    public init(_ controller: UIViewController) {
        self.controller = controller
        controller.loadViewIfNeeded()
        update()
    }

    /// The screen as text.
    public var text: String { controller.screenLines.joined(separator: "\n") }

    /// Runs `updateProperties()` of each loaded controller that was never updated or whose reads
    /// changed, until none is left (an update may show new controllers); then configures the cells
    /// of the collection views on screen that are new or whose reads changed.
    public func update() {
        lastConfiguredCells = []
        for _ in 0..<20 {
            let pending = loadedControllers().filter {
                !updated.contains(ObjectIdentifier($0)) || dirty.contains(ObjectIdentifier($0))
            }
            if pending.isEmpty {
                // The layout pass: a cell's delegate calls may change what a controller reads.
                configureCells()
                if !loadedControllers().contains(where: { dirty.contains(ObjectIdentifier($0)) }) { return }
            }
            for controller in pending { run(controller) }
        }
        preconditionFailure("updateProperties() kept invalidating itself")
    }

    private func configureCells() {
        for view in loadedControllers().flatMap({ Self.collectionViews(in: $0.view) }) {
            if !configured.contains(where: { $0 === view }) { configured.append(view) }
            let positions = view.configureCells()
            if !positions.isEmpty { lastConfiguredCells.append(positions) }
        }
    }

    private static func collectionViews(in view: UIView) -> [UICollectionView] {
        guard !view.isHidden else { return [] }
        if let collection = view as? UICollectionView { return [collection] }
        return view.subviews.flatMap(collectionViews)
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
