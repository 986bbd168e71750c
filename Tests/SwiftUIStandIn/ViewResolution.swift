import Foundation

/// What one evaluation of a view's body produced: its elements, in order, and the custom views it
/// contains, which the host evaluates as views of their own.
@MainActor
public final class ViewResolution {
    private(set) var elements: [Element] = []
    private(set) var children: [(key: String, view: any View)] = []
    private var path: [String] = []
    private var depth = 0
    private var isDisabled = false
    private var isHidden = false
    /// Whether a container builds only its first ``visibleItems`` items.
    private(set) var isLazy = false
    /// The tagged choices of the picker or tab view being resolved, with their titles.
    var options: [(tag: AnyHashable, title: String)]?
    /// The selection of the tab view being resolved.
    var tabSelection: AnyHashable?
    /// Whether the next tab view pages (a pager) rather than shows tabs.
    var isPaging = false
    var alertDismissal: (() -> Void)?
    var destinations: [ObjectIdentifier: (Any) -> any View] = [:]
    /// How many items a lazy container builds, from its first.
    let visibleItems: Int
    /// The size layout gives every view that asks.
    let screenSize: CGSize

    init(visibleItems: Int, screenSize: CGSize = CGSize(width: 390, height: 844)) {
        self.visibleItems = visibleItems
        self.screenSize = screenSize
    }

    /// Resolves `view` one step deeper in the structure: a primitive view adds its elements, a
    /// custom view becomes a child the host evaluates on its own.
    public func resolve(_ view: any View, at component: String) {
        path.append(component)
        defer { path.removeLast() }
        if let primitive = view as? any PrimitiveView {
            primitive.resolve(into: self)
        } else {
            let key = path.joined(separator: "/") + ":" + String(describing: type(of: view))
            add(Element(.child, key))
            children.append((key, view))
        }
    }

    /// Adds an element at the current depth and place.
    public func add(_ element: Element) {
        var element = element
        element.depth = depth
        element.path = path.joined(separator: "/")
        element.isDisabled = element.isDisabled || isDisabled
        element.isHidden = element.isHidden || isHidden
        elements.append(element)
    }

    /// Resolves `body` one level deeper, as a container's content.
    public func nested(_ body: () -> Void) {
        depth += 1
        defer { depth -= 1 }
        body()
    }

    /// Resolves `body` with every control in it disabled when `disabled` is true.
    public func disabling(_ disabled: Bool, _ body: () -> Void) {
        let outer = isDisabled
        isDisabled = outer || disabled
        defer { isDisabled = outer }
        body()
    }

    /// Resolves `body` alive but off screen when `hidden` is true.
    public func hiding(_ hidden: Bool, _ body: () -> Void) {
        let outer = isHidden
        isHidden = outer || hidden
        defer { isHidden = outer }
        body()
    }

    /// Resolves `body` as a lazy container's content.
    public func lazily(_ body: () -> Void) {
        let outer = isLazy
        isLazy = true
        defer { isLazy = outer }
        body()
    }

    /// The title a view shows: the label of the first text or button it resolves to.
    func title(of view: any View) -> String {
        let scratch = ViewResolution(visibleItems: 1)
        scratch.resolve(view, at: "title")
        if let title = scratch.elements.first(where: { $0.kind == .text || $0.kind == .button })?.label {
            return title
        }
        guard let child = scratch.children.first?.view else { return "" }
        return title(of: Self.body(of: child))
    }

    /// The body of a custom view.
    static func body<V: View>(of view: V) -> any View { view.body }

    /// Resolves `body` with every button in it also dismissing the alert it is in.
    func presentingAlert(dismissedBy dismissal: @escaping () -> Void, _ body: () -> Void) {
        let outer = alertDismissal
        alertDismissal = dismissal
        defer { alertDismissal = outer }
        body()
    }
}
