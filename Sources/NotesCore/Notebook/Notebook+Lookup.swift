import Foundation

/// Whole-notebook views for a reader that keeps its own copy (a list view model): built without
/// hashing or looking up a single note.
extension Notebook {
    /// Every note by id, in storage of its own: changing the notebook afterwards does not copy it,
    /// and changing the copy does not copy the notebook's.
    ///
    /// - Complexity: O(*n*) for *n* notes, without hashing: the dictionary's storage is copied as
    ///   it is, which costs about a tenth of inserting every note into a new one.
    public func notesByIDCopy() -> [Note.ID: Note] {
        var copy = notesByID
        // Not unique: shared with `notesByID`, so this copies the storage, same size, same places.
        copy.reserveCapacity(notesByID.count)
        return copy
    }

    /// Calls `body` with the id and ``Note/updatedAt`` of every note, in display order.
    ///
    /// - Complexity: O(*n*) for *n* notes; no note is looked up or copied.
    public func forEachNoteInOrder(_ body: (_ id: Note.ID, _ updatedAt: Date) -> Void) {
        for key in order { body(key.id, key.updatedAt) }
    }
}
