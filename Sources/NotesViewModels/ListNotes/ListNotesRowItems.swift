import NotesCore

/// The rows of the notes list as items whose identity costs nothing: the collection to hand to a
/// `ForEach` or a diffable data source.
///
/// A `ForEach` reads every element's id to diff the old rows against the new ones; over
/// ``ListNotesRows`` that builds every row, here it reads one stored id into an item that holds no
/// reference. The view builds a row only for the cells it shows, from the rows the items came
/// from:
///
/// ```swift
/// let rows = list.rows.value
/// ForEach(rows.items) { item in NoteRowView(row: rows[item]) }
/// ```
public struct ListNotesRowItems: RandomAccessCollection, Sendable {
    @usableFromInline let keys: [ListNotesRowKey]

    /// The items of `rows`.
    ///
    /// - Complexity: O(1).
    public init(_ rows: ListNotesRows) {
        keys = rows.keys
    }

    /// Zero.
    @inlinable public var startIndex: Int { 0 }
    /// The number of rows.
    @inlinable public var endIndex: Int { keys.count }

    /// The item at `position`: its id read, nothing built or retained.
    @inlinable public subscript(position: Int) -> ListNotesRowItem {
        ListNotesRowItem(id: keys[position].id, position: position)
    }
}
