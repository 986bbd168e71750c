/// Ready-made renderers.
extension SnapshotRenderer where Value == String {
    /// Renders a string as itself.
    public static var lines: SnapshotRenderer<String> { SnapshotRenderer { $0 } }
}

extension SnapshotRenderer {
    /// Renders a value with `String(describing:)`: its `description` when it has one.
    ///
    /// Only deterministic when the value's description is (no addresses, dates or unordered
    /// collections).
    public static var describing: SnapshotRenderer<Value> { SnapshotRenderer { String(describing: $0) } }
}
