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

    /// A store holding `notebook`'s notes: `copy` when given, which must be a copy of them in
    /// storage of their own (see ``NotesLibrary/notesForList``), else a copy made here.
    ///
    /// - Complexity: O(*n*) for *n* notes; O(1) with `copy`.
    init(_ notebook: Notebook, copy: [Note.ID: Note]? = nil) {
        notes = Locked(copy ?? Self.dictionary(of: notebook))
    }

    /// The note with `id`, as the list last heard of it, or `nil`.
    func note(withID id: Note.ID) -> Note? {
        notes.withLock { $0[id] }
    }

    /// Applies one library change; for ``NotesLibraryChange/replaced``, `copy`, when given, is
    /// `notebook`'s notes in storage of their own, taken as they are.
    ///
    /// - Complexity: O(1) on average; O(*n*) for ``NotesLibraryChange/replaced`` without `copy`.
    func apply(_ change: NotesLibraryChange, notebook: Notebook, copy: [Note.ID: Note]? = nil) {
        switch change {
        case .saved(let note, _):
            notes.withLock { $0[note.id] = note }
        case .removed(let note):
            notes.withLock { $0[note.id] = nil }
        case .replaced:
            let replacement = copy ?? Self.dictionary(of: notebook)
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
