import NotesCore

extension ListNotesRows {
    /// The rows as items whose ``ListNotesRowItem/id`` is read without building the row: the rows
    /// to give a `ForEach`.
    ///
    /// - Complexity: O(1).
    public var items: ListNotesRowItems { ListNotesRowItems(self) }

    /// The row `item` stands for, built now.
    ///
    /// Normally `item` is one of these rows' ``items``, and this is the row at its position. An item
    /// of other rows (an older value of ``ListNotesViewModel/rows``) still gets the row of its own
    /// note: the row at its position when that shows the same note, else a row built for its note
    /// alone (an empty note's row if the note is gone).
    ///
    /// - Complexity: as the subscript by position; O(*n*) in the rows when `item` comes from other
    ///   rows whose note sits elsewhere here.
    public subscript(item: ListNotesRowItem) -> ListNotesRow {
        if keys.indices.contains(item.position), keys[item.position].id == item.id {
            return self[item.position]
        }
        if let position = firstIndex(ofNoteWithID: item.id) { return self[position] }
        return row(forNoteWithID: item.id)
    }

    /// The row of the note `id` as these rows show it (its text now, this search's matches, the
    /// date text relative to these rows' moment), wherever it is listed; an empty note's row if the
    /// note is gone.
    ///
    /// - Complexity: as the subscript by position, independent of the number of rows.
    func row(forNoteWithID id: Note.ID) -> ListNotesRow {
        ListNotesRows(
            keys: [ListNotesRowKey(id: id, updatedAt: reference, stamp: 0)], notes: notes, search: search,
            dateFormatter: dateFormatter, reference: reference)[0]
    }
}
