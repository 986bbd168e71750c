/// How important a note is.
public enum Importance: String, CaseIterable, Hashable, Sendable, Codable {
    /// Can be ignored.
    case unimportant
    /// The default.
    case normal
    /// Needs attention.
    case important
}
