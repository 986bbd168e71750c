import Foundation
import Observation

/// Runs views as SwiftUI does, headlessly: each view's body is evaluated inside
/// `withObservationTracking` and evaluated again only when something it read changed, or when its
/// parent made a view value that differs from the last one.
///
/// It counts every evaluation, and every evaluation again whose output — the view's own lines, and
/// the values of the child views it made — did not change — a re-render a perfect Observation citizen
/// never causes. A test acts as the user would, by the labels on screen (``tap(_:)``,
/// ``type(_:into:)``, …); each action is followed by an update, as SwiftUI's next frame.
@MainActor
public final class ViewHost {
    /// Every body evaluated, first ones included.
    public private(set) var evaluations = 0
    /// Bodies evaluated again whose output did not change.
    public private(set) var unchangedEvaluations = 0
    /// The types of the views counted in ``unchangedEvaluations``, in order.
    public private(set) var unchangedViews: [String] = []
    /// The types of the views whose bodies the last ``update()`` evaluated, in order: what one
    /// change of state cost.
    public private(set) var lastUpdateEvaluatedViews: [String] = []
    private let root: ViewNode
    private let visibleItems: Int
    private var pendingLifecycle: [() -> Void] = []
    private let environment = EnvironmentStore()
    /// The lifecycle elements on screen after the last update, by their place in the tree.
    private var onScreen: [(key: String, element: Element)] = []
    private var tasks: [Task<Void, Never>] = []

    /// Hosts `view` and evaluates it once.
    ///
    /// - Parameter visibleItems: How many items of a lazy container (`List`, `LazyVGrid`) are on
    ///   screen, and so built.
    public init(_ view: some View, visibleItems: Int = 12) throws {
        root = ViewNode(view)
        self.visibleItems = visibleItems
        try update()
    }

    /// The screen as text: one line per element, children in place.
    public var text: String { root.lines().joined(separator: "\n") }

    /// Whether some view must be evaluated again.
    public var needsUpdate: Bool { Self.needsUpdate(root) || !pendingLifecycle.isEmpty }

    /// Evaluates every view whose state changed, then runs the appear and disappear actions this
    /// caused, until nothing changes.
    ///
    /// A view appears when it comes on screen and disappears when it leaves it: a tab not selected
    /// has not appeared, and a screen covered by another pushed on its stack has disappeared, as in
    /// SwiftUI.
    public func update() throws {
        lastUpdateEvaluatedViews = []
        for _ in 0..<20 {
            refresh(root)
            scheduleLifecycle()
            guard !pendingLifecycle.isEmpty else { return }
            let actions = pendingLifecycle
            pendingLifecycle = []
            for action in actions { action() }
        }
        throw ViewHostError.updateLoop
    }

    /// Waits for the tasks the views started (`task(priority:_:)`) to end, then updates.
    public func settle() async throws {
        while !tasks.isEmpty {
            let running = tasks
            tasks = []
            for task in running { await task.value }
            try update()
        }
    }

    /// Moves the app's scene to `phase` (`.background` when the user leaves the app), as the
    /// views' `Environment(\.scenePhase)` reads it, then updates.
    public func changeScenePhase(to phase: ScenePhase) throws {
        if environment.values.scenePhase != phase { environment.values.scenePhase = phase }
        try update()
    }

    /// Taps the button labelled `label`; a disabled button takes no tap, as in SwiftUI.
    ///
    /// Returns whether the button took the tap.
    @discardableResult
    public func tap(_ label: String) throws -> Bool {
        let button = try control(label, [.button, .share])
        guard !button.isDisabled, let tap = button.tap else { return false }
        tap()
        try update()
        return true
    }

    /// Replaces the text of the field labelled `label`, as one edit.
    public func replaceText(_ text: String, in label: String) throws {
        try control(label, [.textField]).setText?(text)
        try update()
    }

    /// Types `text` at the end of the field labelled `label`, one character (and one update) at a
    /// time.
    public func type(_ text: String, into label: String) throws {
        for character in text {
            let field = try control(label, [.textField])
            field.setText?(field.value + String(character))
            try update()
        }
    }

    /// Deletes the last `count` characters of the field labelled `label`, one at a time.
    public func deleteBackward(_ count: Int = 1, in label: String) throws {
        for _ in 0..<count {
            let field = try control(label, [.textField])
            field.setText?(String(field.value.dropLast()))
            try update()
        }
    }

    /// Drags across the area labelled `label` through `points`, lifting the finger at the last.
    public func drag(_ label: String, through points: [CGPoint]) throws {
        let area = try control(label, [.drag])
        for point in points {
            area.drag?(point, false)
            try update()
        }
        if let last = points.last {
            area.drag?(last, true)
            try update()
        }
    }

    /// Moves the slider labelled `label` to `value`.
    public func slide(_ label: String, to value: Double) throws {
        try control(label, [.slider]).setNumber?(value)
        try update()
    }

    /// Sets the toggle labelled `label`.
    public func toggle(_ label: String, to isOn: Bool) throws {
        try control(label, [.toggle]).setFlag?(isOn)
        try update()
    }

    /// Chooses the option titled `option` in the picker (or tab view) labelled `label`.
    public func choose(_ option: String, in label: String) throws {
        try control(label, [.picker]).choose?(option)
        try update()
    }

    /// The value shown by the control labelled `label`.
    public func value(of label: String) throws -> String {
        try control(label, [.textField, .slider, .toggle, .picker, .share]).value
    }

    /// Whether an element labelled `label` is on screen.
    public func shows(_ label: String) -> Bool {
        root.allElements().contains { $0.label == label && $0.kind != .lifecycle && !$0.isHidden }
    }

    private func control(_ label: String, _ kinds: Set<Element.Kind>) throws -> Element {
        var elements = root.allElements().filter { !$0.isHidden }
        // An alert is modal: while one is on screen, only its own buttons take input.
        if let alert = elements.firstIndex(where: { $0.kind == .alert }) {
            let depth = elements[alert].depth
            elements = Array(elements[(alert + 1)...].prefix { $0.depth > depth })
        }
        guard let element = elements.first(where: { $0.label == label && kinds.contains($0.kind) })
        else { throw ViewHostError.noControl(label) }
        return element
    }

    private static func needsUpdate(_ node: ViewNode) -> Bool {
        node.isDirty || node.children.values.contains { needsUpdate($0) }
    }

    private func refresh(_ node: ViewNode) {
        if node.isDirty {
            evaluate(node)
        } else {
            for child in node.children.values { refresh(child) }
        }
    }

    private func evaluate(_ node: ViewNode) {
        let resolution = ViewResolution(visibleItems: visibleItems)
        let view = node.view
        lastUpdateEvaluatedViews.append(String(describing: Swift.type(of: view)))
        for property in Mirror(reflecting: view).children {
            (property.value as? any EnvironmentReading)?.install(environment)
        }
        withObservationTracking {
            if let primitive = view as? any PrimitiveView {
                primitive.resolve(into: resolution)
            } else {
                resolution.resolve(ViewResolution.body(of: view), at: "body")
            }
        } onChange: { [weak node] in
            MainActor.assumeIsolated { node?.isDirty = true }
        }
        let output = resolution.elements.map(\.line).joined(separator: "\n")
        node.elements = resolution.elements
        node.isDirty = false
        var children: [String: ViewNode] = [:]
        var childrenChanged = resolution.children.count != node.children.count
        for (key, childView) in resolution.children {
            if let existing = node.children[key] {
                if ViewComparison.same(existing.view, childView) {
                    refresh(existing)
                } else {
                    childrenChanged = true
                    existing.view = childView
                    evaluate(existing)
                }
                children[key] = existing
            } else {
                childrenChanged = true
                let child = ViewNode(childView)
                evaluate(child)
                children[key] = child
            }
        }
        evaluations += 1
        if node.hasEvaluated, output == node.output, !childrenChanged {
            unchangedEvaluations += 1
            unchangedViews.append(String(describing: Swift.type(of: view)))
        }
        node.output = output
        node.hasEvaluated = true
        node.children = children
    }

    /// Schedules the appear actions (and tasks) of the lifecycle elements now on screen that were
    /// not, and the disappear actions of those that were and are not.
    private func scheduleLifecycle() {
        var visible: [(key: String, element: Element)] = []
        Self.collectVisibleLifecycle(of: root, at: "", hidden: false, into: &visible)
        let before = Set(onScreen.map(\.key))
        let previous = Dictionary(
            onScreen.map { ($0.key, $0.element) }, uniquingKeysWith: { first, _ in first })
        let after = Set(visible.map(\.key))
        for (key, element) in visible where !before.contains(key) {
            if let appear = element.appear { pendingLifecycle.append(appear) }
            if let task = element.task {
                pendingLifecycle.append { [weak self] in self?.tasks.append(Task { await task() }) }
            }
        }
        for (key, element) in visible where before.contains(key) {
            if let action = element.change?(previous[key]?.observed) { pendingLifecycle.append(action) }
        }
        for (key, element) in onScreen where !after.contains(key) {
            if let disappear = element.disappear { pendingLifecycle.append(disappear) }
        }
        onScreen = visible
    }

    private static func collectVisibleLifecycle(
        of node: ViewNode, at place: String, hidden: Bool,
        into visible: inout [(key: String, element: Element)]
    ) {
        for element in node.elements {
            let isHidden = hidden || element.isHidden
            if element.kind == .lifecycle, !isHidden {
                visible.append((place + "|" + element.path + "#" + element.label, element))
            } else if element.kind == .child, let child = node.children[element.label] {
                collectVisibleLifecycle(
                    of: child, at: place + "|" + element.label, hidden: isHidden, into: &visible)
            }
        }
    }
}
