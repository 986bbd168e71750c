/// Nothing.
public struct EmptyView: PrimitiveView {
    /// Creates the view.
    public init() {}
    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {}
}

/// Several views in a row, from a ``ViewBuilder`` block.
public struct TupleView: PrimitiveView {
    let views: [any View]

    init(_ views: [any View]) { self.views = views }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        for (index, view) in views.enumerated() {
            resolution.resolve(view, at: "\(index)")
        }
    }
}

/// A view that is there or not, from an `if` without `else`.
public struct OptionalView: PrimitiveView {
    let content: (any View)?

    init(_ content: (any View)?) { self.content = content }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        if let content { resolution.resolve(content, at: "some") }
    }
}

/// One of two views, from an `if`/`else` or a `switch`; each branch has its own identity.
public struct EitherView: PrimitiveView {
    let content: any View

    init(_ content: any View) { self.content = content }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        resolution.resolve(content, at: "\(type(of: content))")
    }
}

/// Views grouped without a container of their own.
public struct Group<Content: View>: PrimitiveView {
    let content: Content

    /// Creates the view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        resolution.resolve(content, at: "group")
    }
}
