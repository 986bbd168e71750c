/// A compact description for timelines and test failures.
extension ListNotesSearchState: CustomDebugStringConvertible {
    /// `.inactive`, `.active("mi", "2 of 5")` or `.noResults("xyz", "No results for “xyz”")`.
    public var debugDescription: String {
        switch self {
        case .inactive: ".inactive"
        case .active(let query, let countText):
            ".active(\(String(reflecting: query)), \(String(reflecting: countText)))"
        case .noResults(let query, let message):
            ".noResults(\(String(reflecting: query)), \(String(reflecting: message)))"
        }
    }
}
