/// A compact description for timelines and test failures.
extension RowChangeset: CustomDebugStringConvertible {
    /// The non-empty parts, such as `RowChangeset(deleted: [1], moved: [3→0], updated: [0])`.
    ///
    /// - Complexity: O(*c*) for *c* changed rows.
    public var debugDescription: String {
        var parts: [String] = []
        if !deleted.isEmpty { parts.append("deleted: \(deleted)") }
        if !inserted.isEmpty { parts.append("inserted: \(inserted)") }
        if !moved.isEmpty {
            parts.append("moved: [\(moved.map { "\($0.from)→\($0.to)" }.joined(separator: ", "))]")
        }
        if !updated.isEmpty { parts.append("updated: \(updated)") }
        return "RowChangeset(\(parts.joined(separator: ", ")))"
    }
}
