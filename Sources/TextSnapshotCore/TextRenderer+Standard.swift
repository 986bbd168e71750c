/// Ready-made renderers.
extension TextRenderer where Value == String {
    /// Renders a string as itself.
    public static var lines: TextRenderer<String> { TextRenderer { $0 } }
}

extension TextRenderer {
    /// Renders a value with `String(describing:)`: its `description` when it has one.
    ///
    /// Only deterministic when the value's description is (no addresses, dates or unordered
    /// collections).
    public static var describing: TextRenderer<Value> { TextRenderer { String(describing: $0) } }
}
