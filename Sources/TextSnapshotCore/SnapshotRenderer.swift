/// A way to render a value as snapshot text: a function from the value to a string.
///
/// Renderers compose: ``pullback(_:)`` turns a renderer of a part into a renderer of the whole,
/// so a screen's renderer can be reused for a view model, a state, or a fixture.
public struct SnapshotRenderer<Value>: Sendable {
    /// Renders a value; must be deterministic (no dates, ids, addresses or dictionary order).
    public var render: @Sendable (Value) -> String

    /// Creates a renderer from a rendering function.
    public init(render: @escaping @Sendable (Value) -> String) {
        self.render = render
    }

    /// A renderer of `NewValue` that transforms it into `Value` and renders that.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) -> Value) -> SnapshotRenderer<
        NewValue
    > {
        let render = self.render
        return SnapshotRenderer<NewValue> { render(transform($0)) }
    }
}
