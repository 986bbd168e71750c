import NotesCore

/// The rows of the notes list as items whose identity costs nothing: the collection to hand to a
/// `ForEach` or a diffable data source.
///
/// A `ForEach` reads every element's id to diff the old rows against the new ones; over
/// ``ListNotesRows`` that builds every row, here it reads one stored id. The rows are built only
/// for the items a view reads ``ListNotesRowItem/row`` of — the cells on screen.
///
/// ```swift
/// ForEach(list.rows.value.items) { item in NoteRowView(row: item.row) }
/// ```
public struct ListNotesRowItems: RandomAccessCollection, Sendable {
    @usableFromInline let source: ListNotesRowSource

    /// The items of `rows`.
    public init(_ rows: ListNotesRows) {
        source = ListNotesRowSource(rows)
    }

    /// The rows the items come from.
    public var rows: ListNotesRows { source.rows }
    /// Zero.
    @inlinable public var startIndex: Int { 0 }
    /// The number of rows.
    @inlinable public var endIndex: Int { source.rows.keys.count }

    /// The item at `position`: its id read, nothing built.
    @inlinable public subscript(position: Int) -> ListNotesRowItem {
        ListNotesRowItem(id: source.rows.keys[position].id, position: position, source: source)
    }
}
