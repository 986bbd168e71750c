/// A compact description for timelines and test failures.
extension ListNotesMode: CustomDebugStringConvertible {
    /// `.browsing` or `.editing([ids])`, the ids sorted so the text is the same on every run.
    ///
    /// - Complexity: O(*s* log *s*) for *s* selected ids, to sort them.
    public var debugDescription: String {
        switch self {
        case .browsing: ".browsing"
        case .editing(let selected):
            ".editing([\(selected.sorted().map(\.description).joined(separator: ", "))])"
        }
    }
}
