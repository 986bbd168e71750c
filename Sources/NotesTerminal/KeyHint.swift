/// One key and what it does, as the footer shows it: `n New`.
public struct KeyHint: Hashable, Sendable {
    /// The key as printed: `n`, `Enter`, `Ctrl-S`, `↑↓`.
    public var key: String
    /// What it does, in the app's language.
    public var action: String

    /// A hint.
    public init(_ key: String, _ action: String) {
        self.key = key
        self.action = action
    }
}
