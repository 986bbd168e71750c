import NotesCore

/// The notes the list's rows are built from: the list's own copy, kept in step with the library
/// change by change.
///
/// Rows must not keep the library's ``NotesCore/Notebook``: a value they held would share its storage
/// with the library, and the library's next change would then copy all 100,000 notes (tens of
/// milliseconds) before making it. This store is owned by one list and changed in place, so every
/// change costs O(1). Rows read it when they are built; a lock makes that safe from any thread.
final class ListNotesNoteStore: Sendable {
    private let notes: Locked<[Note.ID: Note]>

    /// A store holding `notebook`'s notes.
    ///
    /// - Complexity: O(*n*) for *n* notes.
    init(_ notebook: Notebook) {
        notes = Locked(Self.dictionary(of: notebook))
    }

    /// A store holding `notesByID`, which must share no storage with a library's notebook (see
    /// ``NotesLibrary/notesForList``).
    ///
    /// - Complexity: O(1).
    init(notesByID: [Note.ID: Note]) {
        notes = Locked(notesByID)
    }

    /// Follows a ``NotesLibraryChange/replaced`` change with `notesByID`, the new notebook's notes
    /// in storage of their own, made off the main actor.
    ///
    /// - Complexity: O(1) here; the old notes are let go of.
    func replace(with notesByID: [Note.ID: Note]) {
        notes.withLock { $0 = notesByID }
    }

    /// The note with `id`, as the list last heard of it, or `nil`.
    func note(withID id: Note.ID) -> Note? {
        notes.withLock { $0[id] }
    }

    /// Applies one library change.
    ///
    /// - Complexity: O(1) on average; O(*n*) for ``NotesLibraryChange/replaced``.
    func apply(_ change: NotesLibraryChange, notebook: Notebook) {
        switch change {
        case .saved(let note, _):
            notes.withLock { $0[note.id] = note }
        case .removed(let note):
            notes.withLock { $0[note.id] = nil }
        case .replaced:
            let replacement = Self.dictionary(of: notebook)
            notes.withLock { $0 = replacement }
        case .photosChanged:
            break
        }
    }

    /// The notebook's notes by id, in storage the library's notebook does not share (so neither
    /// side's next change copies 100,000 notes).
    private static func dictionary(of notebook: Notebook) -> [Note.ID: Note] {
        notebook.notesByIDCopy()
    }
}
