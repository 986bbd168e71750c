/// The row-level changes that turn the rows a table front end last received into the new rows.
///
/// One changeset describes one batch, in the conventions of a UIKit batch update
/// (`performBatchUpdates`):
/// - ``deleted`` and the `from` side of ``moved`` are indexes into the **old** rows;
/// - ``inserted`` and the `to` side of ``moved`` are indexes into the **new** rows;
/// - ``updated`` are indexes into the **new** rows: rows whose identity survived but whose content
///   changed. A row can be both moved and updated; reload or reconfigure updated rows **after**
///   the batch, at their new index (UIKit cannot move and reload one row in a single batch).
///
/// Applying a changeset: remove the deleted rows and the move sources from the old rows (old
/// indexes, highest first), then insert the inserted rows and the move destinations in ascending
/// new index order, then replace the updated rows. The result equals the new rows.
///
/// Every array is sorted ascending; ``moved`` is sorted by `to`.
public struct RowChangeset: Hashable, Sendable {
    /// A row that kept its identity but whose position relative to the other surviving rows changed.
    public struct Move: Hashable, Sendable {
        /// The row's index in the old rows.
        public var from: Int
        /// The row's index in the new rows.
        public var to: Int

        /// Creates a move from an old index to a new index.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Old indexes of rows that are gone, ascending.
    public var deleted: [Int]
    /// New indexes of rows that are new, ascending.
    public var inserted: [Int]
    /// Rows whose relative order changed, sorted by their new index.
    ///
    /// Minimal: the rows not listed keep their relative order and are the largest set that does
    /// (a longest increasing subsequence), so swapping two rows reports one move.
    public var moved: [Move]
    /// New indexes of surviving rows whose content changed, ascending.
    public var updated: [Int]

    /// Creates a changeset from its parts; the caller keeps the index conventions above.
    public init(deleted: [Int] = [], inserted: [Int] = [], moved: [Move] = [], updated: [Int] = []) {
        self.deleted = deleted
        self.inserted = inserted
        self.moved = moved
        self.updated = updated
    }

    /// Whether the changeset changes nothing.
    public var isEmpty: Bool {
        deleted.isEmpty && inserted.isEmpty && moved.isEmpty && updated.isEmpty
    }
}
