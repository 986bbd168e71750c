/// A stack of screens bound to a path of routes: the root, then a screen per route, each built by
/// the root's `navigationDestination(for:destination:)`.
///
/// Every screen on the stack stays alive (evaluated and tracked); only the top one is on screen.
/// The back button sets the path one shorter, as SwiftUI does.
public struct NavigationStack<Route: Hashable, Root: View>: PrimitiveView {
    let path: Binding<[Route]>
    let root: Root

    /// Creates the view.
    public init(path: Binding<[Route]>, @ViewBuilder root: () -> Root) {
        self.path = path
        self.root = root()
    }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        let routes = path.wrappedValue
        resolution.hiding(!routes.isEmpty) { resolution.resolve(root, at: "root") }
        guard let destination = resolution.destinations[ObjectIdentifier(Route.self)] else { return }
        for (index, route) in routes.enumerated() {
            resolution.hiding(index < routes.count - 1) {
                resolution.resolve(destination(route), at: "route\(index):\(route)")
            }
        }
        guard !routes.isEmpty else { return }
        var back = Element(.button, "Back")
        let path = path
        back.tap = { path.wrappedValue = Array(routes.dropLast()) }
        resolution.add(back)
    }
}

/// Tabs, one on screen, chosen by a selection bound to the tagged children.
public struct TabView<Selection: Hashable, Content: View>: PrimitiveView {
    let selection: Binding<Selection>
    let content: Content

    /// Creates the view.
    public init(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        let label = resolution.isPaging ? "Pages" : "Tabs"
        resolution.isPaging = false
        let selected = selection.wrappedValue
        let outerOptions = resolution.options
        let outerSelection = resolution.tabSelection
        resolution.options = []
        resolution.tabSelection = AnyHashable(selected)
        resolution.resolve(content, at: "tabs")
        let options = resolution.options ?? []
        resolution.options = outerOptions
        resolution.tabSelection = outerSelection
        var tabs = Element(
            .picker, label, value: options.first { $0.tag == AnyHashable(selected) }?.title ?? "")
        let selection = selection
        tabs.choose = { title in
            if let tag = options.first(where: { $0.title == title })?.tag.base as? Selection {
                selection.wrappedValue = tag
            }
        }
        resolution.add(tabs)
    }
}

/// A choice among tagged options.
public struct Picker<Selection: Hashable, Content: View>: PrimitiveView {
    let title: String
    let selection: Binding<Selection>
    let content: Content

    /// Creates the view.
    public init(_ title: String, selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
        self.title = title
        self.selection = selection
        self.content = content()
    }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        let outer = resolution.options
        resolution.options = []
        resolution.hiding(true) { resolution.resolve(content, at: "options") }
        let options = resolution.options ?? []
        resolution.options = outer
        let selected = AnyHashable(selection.wrappedValue)
        var picker = Element(.picker, title, value: options.first { $0.tag == selected }?.title ?? "")
        let selection = selection
        picker.choose = { title in
            if let tag = options.first(where: { $0.title == title })?.tag.base as? Selection {
                selection.wrappedValue = tag
            }
        }
        resolution.add(picker)
    }
}
