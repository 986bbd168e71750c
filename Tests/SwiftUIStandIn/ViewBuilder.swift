/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder` does.
@MainActor
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
        var views: [any View] = []
        repeat views.append(each content)
        return TupleView(views)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> OptionalView {
        OptionalView(content)
    }

    public static func buildEither<First: View>(first: First) -> EitherView { EitherView(first) }

    public static func buildEither<Second: View>(second: Second) -> EitherView { EitherView(second) }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> EitherView {
        EitherView(content)
    }
}
