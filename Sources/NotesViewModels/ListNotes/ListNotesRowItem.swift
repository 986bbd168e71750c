import NotesCore

/// One row of the notes list as a `ForEach` wants it: its identity and place, and nothing to build.
///
/// An item is two stored values and holds no reference, so reading its ``id`` costs one load: no
/// reference count, even from unspecialised generic code such as a framework's `ForEach`. The view
/// builds the row it shows as `rows[item]` (``ListNotesRows``' subscript by item) on the rows the
/// items came from, for the cells on screen only.
public struct ListNotesRowItem: Identifiable, Hashable, Sendable {
    /// The note the row shows.
    public let id: Note.ID
    /// The row's position in the rows it came from.
    public let position: Int

    /// The item of the row at `position`, showing the note `id`.
    @inlinable
    public init(id: Note.ID, position: Int) {
        self.id = id
        self.position = position
    }
}
