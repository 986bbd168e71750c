/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder` does.
@MainActor
@resultBuilder
public enum ViewBuilder {
    /// Builds a view from a block's statements.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Builds a view from a block's statements.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Builds a view from a block's statements.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
        var views: [any View] = []
        repeat views.append(each content)
        return TupleView(views)
    }

    /// Builds a view from a block's statements.
    public static func buildOptional(_ content: (any View)?) -> OptionalView {
        OptionalView(content)
    }

    /// Builds a view from a block's statements.
    public static func buildEither<First: View>(first: First) -> EitherView { EitherView(first) }

    /// Builds a view from a block's statements.
    public static func buildEither<Second: View>(second: Second) -> EitherView { EitherView(second) }

    /// Builds a view from a block's statements.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> EitherView {
        EitherView(content)
    }
}
