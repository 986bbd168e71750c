import NotesViewModels
import Testing

/// A front end applies each changeset to the rows it keeps, in any array-like collection.
@Suite struct RowChangesetApplyingTests {
    @Test func applyingTurnsTheOldRowsIntoTheNewRowsInAnyArrayLikeCollection() throws {
        let new = ["e", "b", "a", "D"]
        var rows: ContiguousArray = ["a", "b", "c", "d"]
        let changeset = RowChangeset(
            deleted: [2], inserted: [0], moved: [RowChangeset.Move(from: 0, to: 2)], updated: [3])
        try changeset.apply(to: &rows) { new[$0] }
        #expect(Array(rows) == new)
    }

    @Test func aChangesetThatDoesNotFitTheRowsThrowsAndLeavesThemAlone() {
        var rows = ["a"]
        #expect(throws: RowChangesetMismatch(rowCount: 1)) {
            try RowChangeset(deleted: [3]).apply(to: &rows) { _ in "x" }
        }
        #expect(rows == ["a"])
    }
}
