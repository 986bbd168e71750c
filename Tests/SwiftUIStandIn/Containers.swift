/// Views one above the other.
public struct VStack<Content: View>: PrimitiveView {
    let content: Content

    /// Creates the view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        resolution.resolve(content, at: "v")
    }
}

/// Views side by side, drawn as one line each here.
public struct HStack<Content: View>: PrimitiveView {
    let content: Content

    /// Creates the view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        resolution.resolve(content, at: "h")
    }
}

/// A titled group of views in a form or a list.
public struct Section<Content: View>: PrimitiveView {
    let title: String
    let content: Content

    /// Creates the view.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        resolution.add(Element(.container, title))
        resolution.nested { resolution.resolve(content, at: "section") }
    }
}

/// A scrolling list that builds only the rows on screen.
public struct List<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let content: Content

    /// Adds what the view shows, and the actions it offers, to `resolution`.

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        resolution.add(Element(.container, "List"))
        resolution.nested { resolution.lazily { resolution.resolve(content, at: "list") } }
    }
}

extension List where SelectionValue == Never {
    /// A list of `content`, with no selection, as SwiftUI's `init(content:)`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A scrolling grid that builds only the cells on screen.
public struct LazyVGrid<Content: View>: PrimitiveView {
    let columns: [GridItem]
    let content: Content

    /// A grid with a column per item of `columns`, as SwiftUI's `init(columns:alignment:spacing:
    /// pinnedViews:content:)`.
    public init(columns: [GridItem], @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.content = content()
    }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        resolution.add(Element(.container, "Grid of \(columns.count)"))
        resolution.nested { resolution.lazily { resolution.resolve(content, at: "grid") } }
    }
}

/// A view for each element of a collection, identified by its id.
///
/// In a lazy container only the first items on screen are built, but every element's id is read,
/// as SwiftUI does to tell what was inserted, moved or removed.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    /// Creates the view.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        var built = 0
        for element in data {
            let identity = element[keyPath: id]
            guard !resolution.isLazy || built < resolution.visibleItems else { continue }
            built += 1
            resolution.resolve(content(element), at: "id:\(identity)")
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates the view.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
