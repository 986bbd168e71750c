/// Applying a changeset to the rows a front end keeps.
extension RowChangeset {
    /// Turns `rows`, the old rows as the front end kept them, into the new rows.
    ///
    /// Removes the deleted rows and the move sources (old indexes, highest first), inserts the new
    /// rows and the moved ones in ascending new index, then replaces the updated rows. `newRow`
    /// gives the row at an index of the **new** rows (such as
    /// ``ListNotesRows``' subscript); it is called only for inserted and updated rows.
    ///
    /// Throws, leaving `rows` untouched, when an index does not fit `rows` (they were not the
    /// rows this changeset was made from).
    ///
    /// - Complexity: O(*k* · *n*) for *k* changes to *n* rows (each removal and insertion shifts
    ///   the rows after it).
    public func apply<Rows: RangeReplaceableCollection & MutableCollection>(
        to rows: inout Rows, newRow: (Int) -> Rows.Element
    ) throws(RowChangesetMismatch) where Rows.Index == Int {
        let removals = (deleted + moved.map(\.from)).sorted(by: >)
        let count = rows.count
        guard
            Set(removals).count == removals.count,
            removals.allSatisfy({ rows.startIndex <= $0 && $0 < rows.startIndex + count })
        else { throw RowChangesetMismatch(rowCount: count) }
        var result = rows
        let movedRows = moved.map { ($0.to, result[result.startIndex + $0.from]) }
        for index in removals { result.remove(at: result.startIndex + index) }
        var additions: [(Int, Rows.Element?)] = inserted.map { ($0, nil) }
        additions += movedRows.map { ($0.0, Optional($0.1)) }
        additions.sort { $0.0 < $1.0 }
        for (index, moving) in additions {
            guard index <= result.count else { throw RowChangesetMismatch(rowCount: count) }
            result.insert(moving ?? newRow(index), at: result.startIndex + index)
        }
        for index in updated {
            guard index < result.count else { throw RowChangesetMismatch(rowCount: count) }
            result[result.startIndex + index] = newRow(index)
        }
        rows = result
    }
}
