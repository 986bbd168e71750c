import NotesCore

/// One row of the notes list as a `ForEach` wants it: its identity at once, the row itself only
/// when read.
///
/// Reading ``id`` costs one array access and one reference count; ``row`` builds the
/// ``ListNotesRow`` (title, preview, date text, matches) each time it is read, so read it once per
/// cell.
public struct ListNotesRowItem: Identifiable, Sendable {
    /// The note the row shows.
    public let id: Note.ID
    /// The row's position in the rows it came from.
    public let position: Int
    /// The rows it came from, shared by every item of one ``ListNotesRowItems``.
    @usableFromInline let source: ListNotesRowSource

    @inlinable
    init(id: Note.ID, position: Int, source: ListNotesRowSource) {
        self.id = id
        self.position = position
        self.source = source
    }

    /// The row, built now.
    ///
    /// - Complexity: as ``ListNotesRows/subscript(_:)``: O(*m*) in the length of the lines shown.
    public var row: ListNotesRow { source.rows[position] }
}
