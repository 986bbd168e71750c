/// A view the host draws itself: text, controls, containers and modifiers.
@MainActor
public protocol PrimitiveView: View where Body == Never {
    /// Adds what the view shows, and the actions it offers, to `resolution`.
    func resolve(into resolution: ViewResolution)
}

extension PrimitiveView {
    /// Never evaluated: a primitive view has no body.
    public var body: Never { fatalError("a primitive view has no body") }
}
