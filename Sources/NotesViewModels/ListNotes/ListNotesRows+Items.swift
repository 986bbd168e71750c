extension ListNotesRows {
    /// The rows as items whose ``ListNotesRowItem/id`` is read without building the row: the rows
    /// to give a `ForEach`.
    ///
    /// - Complexity: O(1).
    public var items: ListNotesRowItems { ListNotesRowItems(self) }
}
