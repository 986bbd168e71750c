/// A compact description for timelines and test failures.
extension ListNotesMode: CustomDebugStringConvertible {
    /// `.browsing` or `.editing([ids])`, the ids sorted so the text is the same on every run.
    public var debugDescription: String {
        switch self {
        case .browsing: ".browsing"
        case .editing(let selected):
            ".editing([\(selected.sorted().map(\.description).joined(separator: ", "))])"
        }
    }
}
