/// A view with something added: the stand-in for SwiftUI's view modifiers.
public struct ModifiedView<Content: View>: PrimitiveView {
    let content: Content
    let modify: (ViewResolution, () -> Void) -> Void

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        modify(resolution) { resolution.resolve(content, at: "content") }
    }
}

extension View {
    func modified(_ modify: @escaping (ViewResolution, () -> Void) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self, modify: modify)
    }

    /// Takes no input when `disabled` is true.
    public func disabled(_ disabled: Bool) -> ModifiedView<Self> {
        modified { resolution, content in resolution.disabling(disabled, content) }
    }

    /// Calls `action` when the view comes on screen.
    public func onAppear(perform action: @escaping () -> Void) -> ModifiedView<Self> {
        modified { resolution, content in
            var lifecycle = Element(.lifecycle, "appear")
            lifecycle.appear = action
            resolution.add(lifecycle)
            content()
        }
    }

    /// Starts `action` when the view comes on screen, as SwiftUI's `task(priority:_:)`; the host's
    /// ``ViewHost/settle()`` waits for it.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> ModifiedView<Self> {
        modified { resolution, content in
            var lifecycle = Element(.lifecycle, "task")
            lifecycle.task = action
            resolution.add(lifecycle)
            content()
        }
    }

    /// Calls `action` with the old and the new value when `value` differs from the one the last
    /// evaluation saw (and once at first when `initial`), as SwiftUI's `onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> ModifiedView<Self> {
        modified { resolution, content in
            var lifecycle = Element(.lifecycle, "change")
            lifecycle.observed = value
            lifecycle.change = { old in
                guard let old = old as? V, old != value else { return nil }
                return { action(old, value) }
            }
            if initial { lifecycle.appear = { action(value, value) } }
            resolution.add(lifecycle)
            content()
        }
    }

    /// Calls `action` when the view leaves the screen.
    public func onDisappear(perform action: @escaping () -> Void) -> ModifiedView<Self> {
        modified { resolution, content in
            var lifecycle = Element(.lifecycle, "disappear")
            lifecycle.disappear = action
            resolution.add(lifecycle)
            content()
        }
    }

    /// A title above the screen.
    public func navigationTitle(_ title: String) -> ModifiedView<Self> {
        modified { resolution, content in
            resolution.add(Element(.text, "# \(title)"))
            content()
        }
    }

    /// Builds the screen of each route of type `route` pushed on the enclosing stack.
    public func navigationDestination<Route: Hashable, Destination: View>(
        for route: Route.Type, @ViewBuilder destination: @escaping (Route) -> Destination
    ) -> ModifiedView<Self> {
        modified { resolution, content in
            resolution.destinations[ObjectIdentifier(Route.self)] = { destination($0 as! Route) }
            content()
        }
    }

    /// A search field above the screen, prompting with `prompt`, as SwiftUI's
    /// `searchable(text:placement:prompt:)`.
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> ModifiedView<Self> {
        modified { resolution, content in
            TextField(prompt, text: text).resolve(into: resolution)
            content()
        }
    }

    /// The value a picker or a tab view selects this view by.
    public func tag<Tag: Hashable>(_ tag: Tag) -> ModifiedView<Self> {
        let view = self
        return modified { resolution, content in
            guard resolution.options != nil else { return content() }
            let title = resolution.title(of: view)
            resolution.options?.append((AnyHashable(tag), title.isEmpty ? "\(tag)" : title))
            resolution.hiding(resolution.tabSelection.map { $0 != AnyHashable(tag) } ?? false, content)
        }
    }

    /// An alert with buttons, on screen while `isPresented` is true.
    ///
    /// Every button also sets `isPresented` to false, as SwiftUI does. With no buttons it has an OK
    /// button.
    public func alert<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> ModifiedView<Self> {
        let actions = actions()
        return modified { resolution, content in
            content()
            guard isPresented.wrappedValue else { return }
            Self.present(
                title, actions: actions, message: EmptyView(), isPresented: isPresented, in: resolution)
        }
    }

    /// An alert about `data`, on screen while `isPresented` is true and `data` is not nil.
    public func alert<Item, Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, presenting data: Item?,
        @ViewBuilder actions: @escaping (Item) -> Actions, @ViewBuilder message: @escaping (Item) -> Message
    ) -> ModifiedView<Self> {
        modified { resolution, content in
            content()
            guard isPresented.wrappedValue, let data else { return }
            Self.present(
                title, actions: actions(data), message: message(data), isPresented: isPresented,
                in: resolution)
        }
    }

    private static func present(
        _ title: String, actions: any View, message: any View, isPresented: Binding<Bool>,
        in resolution: ViewResolution
    ) {
        resolution.add(Element(.alert, title))
        resolution.nested {
            resolution.resolve(message, at: "message")
            resolution.presentingAlert(dismissedBy: { isPresented.wrappedValue = false }) {
                if actions is EmptyView {
                    Button("OK") {}.resolve(into: resolution)
                } else {
                    resolution.resolve(actions, at: "actions")
                }
            }
        }
    }
}

extension View {
    /// The title of the tab this view is, in a tab view, as SwiftUI's `tabItem(_:)`.
    public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> ModifiedView<Self> {
        let label = label()
        return modified { resolution, content in
            let title = resolution.title(of: label)
            resolution.hiding(true) { resolution.add(Element(.text, title)) }
            content()
        }
    }
}

/// How a tab view shows its tabs: the stand-in for SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {}

/// One page at a time, swiped: a pager.
///
/// The host labels a paging tab view "Pages".
public struct PageTabViewStyle: TabViewStyle {
    /// The paging style.
    public init() {}
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// One page at a time, swiped.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
}

extension View {
    /// Shows the tab view inside in `style`, as SwiftUI's `tabViewStyle(_:)`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedView<Self> {
        modified { resolution, content in
            resolution.isPaging = style is PageTabViewStyle
            content()
        }
    }
}
