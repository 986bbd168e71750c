/// A ``RowChangeset`` that does not fit the rows it was applied to: they were not the rows it was
/// made from.
public struct RowChangesetMismatch: Error, Hashable, Sendable {
    /// How many rows there were.
    public var rowCount: Int

    /// Creates the error for `rowCount` rows.
    public init(rowCount: Int) {
        self.rowCount = rowCount
    }
}
