/// A compact description for timelines and test failures.
extension ListNotesRows: CustomDebugStringConvertible {
    /// The number of rows and the titles of the first 20, such as `2 rows ["Groceries", "Ideas"]`.
    ///
    /// - Complexity: builds at most 20 rows.
    public var debugDescription: String {
        let shown = prefix(20).map { String(reflecting: $0.title) }
        let rest = count > 20 ? ", … \(count - 20) more" : ""
        return "\(count) row\(count == 1 ? "" : "s") [\(shown.joined(separator: ", "))\(rest)]"
    }
}
