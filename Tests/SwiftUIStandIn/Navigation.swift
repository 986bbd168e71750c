/// A stack of screens bound to a path of routes: the root, then a screen per route, each built by
/// the root's `navigationDestination(for:destination:)`.
///
/// Every screen on the stack stays alive (evaluated and tracked); only the top one is on screen.
/// The back button sets the path one shorter, as SwiftUI does.
public struct NavigationStack<Data, Root: View>: PrimitiveView {
    let root: Root
    private let resolveStack: @MainActor (Root, ViewResolution) -> Void

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        resolveStack(root, resolution)
    }
}

extension NavigationStack {
    /// A stack whose screens are the routes of `path`, as SwiftUI's `init(path:root:)`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        self.root = root()
        resolveStack = { root, resolution in
            let routes = Array(path.wrappedValue)
            resolution.hiding(!routes.isEmpty) { resolution.resolve(root, at: "root") }
            guard let destination = resolution.destinations[ObjectIdentifier(Data.Element.self)] else {
                return
            }
            for (index, route) in routes.enumerated() {
                resolution.hiding(index < routes.count - 1) {
                    resolution.resolve(destination(route), at: "route\(index):\(route)")
                }
            }
            guard !routes.isEmpty else { return }
            var back = Element(.button, "Back")
            back.tap = { path.wrappedValue = Data(routes.dropLast()) }
            resolution.add(back)
        }
    }
}

/// Tabs, one on screen, chosen by a selection bound to the tagged children.
public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs selected by `selection` (the first tab when `nil`), as SwiftUI's
    /// `init(selection:content:)`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        let label = resolution.isPaging ? "Pages" : "Tabs"
        resolution.isPaging = false
        var selected = selection.map { AnyHashable($0.wrappedValue) }
        if selected == nil {
            // No selection: the first tagged child is on screen.
            let scratch = ViewResolution(visibleItems: resolution.visibleItems)
            scratch.options = []
            scratch.resolve(content, at: "tabs")
            selected = scratch.options?.first?.tag
        }
        let outerOptions = resolution.options
        let outerSelection = resolution.tabSelection
        resolution.options = []
        resolution.tabSelection = selected
        resolution.resolve(content, at: "tabs")
        let options = resolution.options ?? []
        resolution.options = outerOptions
        resolution.tabSelection = outerSelection
        var tabs = Element(.picker, label, value: options.first { $0.tag == selected }?.title ?? "")
        let selection = selection
        tabs.choose = { title in
            if let tag = options.first(where: { $0.title == title })?.tag.base as? SelectionValue {
                selection?.wrappedValue = tag
            }
        }
        resolution.add(tabs)
    }
}

/// A choice among tagged options.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    /// A picker labelled by `label`, as SwiftUI's `init(selection:content:label:)`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
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
        var picker = Element(
            .picker, resolution.title(of: label), value: options.first { $0.tag == selected }?.title ?? "")
        let selection = selection
        picker.choose = { title in
            if let tag = options.first(where: { $0.title == title })?.tag.base as? SelectionValue {
                selection.wrappedValue = tag
            }
        }
        resolution.add(picker)
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`, as SwiftUI's `init(_:selection:content:)`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
