import NotesViewModels

/// A row of the property tests: ordered by `stamp` descending, then `id` ascending.
struct TestRow: Identifiable, Equatable, CustomStringConvertible {
    var id: Int
    var stamp: Int
    var content: Int

    static func ordered(_ lhs: TestRow, _ rhs: TestRow) -> Bool {
        lhs.stamp != rhs.stamp ? lhs.stamp > rhs.stamp : lhs.id < rhs.id
    }

    var description: String { "\(id)@\(stamp):\(content)" }
}

extension RowChangeset {
    /// Applies the changeset with the library's own ``RowChangeset/apply(to:newRow:)``, as a
    /// table front end would.
    func applied<Row>(to old: [Row], new: [Row]) throws -> [Row] {
        var rows = old
        try apply(to: &rows) { new[$0] }
        return rows
    }
}

/// The length of a longest strictly increasing subsequence, by the quadratic textbook method.
func longestIncreasingRunLength(_ values: [Int]) -> Int {
    var lengths = [Int](repeating: 1, count: values.count)
    for position in values.indices {
        for earlier in 0..<position where values[earlier] < values[position] {
            lengths[position] = max(lengths[position], lengths[earlier] + 1)
        }
    }
    return lengths.max() ?? 0
}
