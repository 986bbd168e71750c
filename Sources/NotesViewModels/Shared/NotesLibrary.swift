import Bindings
import Foundation
import NotesCore

/// The app's one source of truth for notes and photos, shared by every view model.
///
/// The list reads it, the editor commits to it, and the app shell loads and saves it. It keeps a
/// ``NotesCore/SearchIndex`` in step with the notebook, so a search never re-folds unchanged notes.
///
/// Every change sends one ``NotesLibraryChange`` per note on ``changes``, after the notebook already
/// holds the new state, and then bumps ``revision`` once (once per ``Bindings/batch(_:)`` when
/// several changes are made together), so a revision subscriber sees a library whose events have
/// all been sent.
///
/// Main-actor isolated, like every view model.
@MainActor
public final class NotesLibrary {
    /// The notes and photos as they are now.
    public internal(set) var notebook: Notebook
    /// A folded search index over ``notebook``'s notes, updated incrementally.
    public internal(set) var searchIndex: SearchIndex
    let loadStateValue = MutableProperty(NotesLibraryLoadState.complete)
    private let revisionCounter = MutableProperty(0)
    /// The deletions that can be undone, oldest first (see ``deleteNotes(withIDs:)``).
    var deletionHistory: [LibraryDeletion] = []
    /// Deleted photos that can no longer be undone, whose files the shell removes.
    var photosBeyondUndo: [Photo] = []
    let lastDeletionValue = MutableProperty<LibraryDeletion?>(nil)
    /// Per-note changes, sent after the notebook holds them.
    public let changes = Signal<NotesLibraryChange>()

    /// Creates a library over `notebook` and builds its search index.
    ///
    /// - Complexity: O(*n*) in the number of notes, for the index.
    public init(notebook: Notebook = Notebook()) {
        self.notebook = notebook
        self.searchIndex = SearchIndex(notebook.notes)
    }

    /// A copy of ``notebook``'s notes by id in storage of their own, made off the main actor for
    /// the notes list, which keeps such a copy; the first list to look takes it (see
    /// ``takeNotesForList()``).
    var notesForList: [Note.ID: Note]?

    /// Creates a library over `notebook` with its `searchIndex` already built (off the main actor),
    /// in `loadState`, and, when given, a copy of the notes for the list (see ``notesForList``).
    init(
        notebook: Notebook, searchIndex: SearchIndex, loadState: NotesLibraryLoadState,
        notesForList: [Note.ID: Note]? = nil
    ) {
        self.notebook = notebook
        self.searchIndex = searchIndex
        self.notesForList = notesForList
        loadStateValue.value = loadState
    }

    /// Takes the copy of the notes made for the list, if there is one; a second call returns nil.
    func takeNotesForList() -> [Note.ID: Note]? {
        defer { notesForList = nil }
        return notesForList
    }

    /// Increases by one after every change (or every batch of changes).
    public var revision: Property<Int> { revisionCounter }

    /// The note with `id`, if the library holds it.
    public func note(withID id: Note.ID) -> Note? {
        notebook.note(withID: id)
    }

    /// Adds `note`, or replaces the note with the same id.
    ///
    /// - Complexity: O(log *n*) to find its place, plus the shift of the rows after it.
    public func save(_ note: Note) {
        let previous = notebook.add(note)
        searchIndex.update(note)
        announce([.saved(note, previous: previous)])
    }

    /// Removes the notes with the given ids; ids the library does not hold are ignored.
    ///
    /// All removals count as one change of ``revision``.
    ///
    /// - Returns: the notes that were removed, in the order of `ids`.
    /// - Complexity: O(*k* log *n*) lookups plus the shift of the rows after each removed note, for
    ///   *k* ids; the search index is updated per removed note.
    @discardableResult
    public func removeNotes(withIDs ids: some Sequence<Note.ID>) -> [Note] {
        var removed: [Note] = []
        for id in ids {
            guard let note = notebook.removeNote(withID: id) else { continue }
            searchIndex.remove(id)
            removed.append(note)
        }
        announce(removed.map(NotesLibraryChange.removed))
        return removed
    }

    /// Removes every note whose self-destruct date is at or before `date`.
    ///
    /// - Returns: the removed notes.
    /// - Complexity: O(*k* log *k*) for the *k* notes that have a self-destruct date, plus the removals.
    @discardableResult
    public func removeExpiredNotes(asOf date: Date) -> [Note] {
        removeNotes(withIDs: notebook.expiredNotes(asOf: date).map(\.id))
    }

    /// Replaces everything, for a reload from the store; one change of ``revision``.
    ///
    /// - Complexity: O(*n*) to rebuild the search index.
    public func replace(with notebook: Notebook) {
        self.notebook = notebook
        deletionHistory = []
        lastDeletionValue.value = nil
        searchIndex = SearchIndex(notebook.notes)
        announce([.replaced])
    }

    /// Adds `photo`, or replaces the photo with the same id.
    public func savePhoto(_ photo: Photo) {
        notebook.addPhoto(photo)
        announce([.photosChanged])
    }

    /// Puts `photo` back at `index` in the gallery's order (a photo with its id already held is
    /// replaced in place).
    ///
    /// - Complexity: O(*m*) for *m* photos.
    public func insertPhoto(_ photo: Photo, at index: Int) {
        notebook.insertPhoto(photo, at: index)
        announce([.photosChanged])
    }

    /// Removes the photo with `id` and returns it, or returns `nil` (and announces nothing) when
    /// the library holds no such photo.
    ///
    /// - Complexity: O(√*m*) for *m* photos (see ``NotesCore/Notebook/removePhoto(withID:)``).
    @discardableResult
    public func removePhoto(withID id: Photo.ID) -> Photo? {
        guard let removed = notebook.removePhoto(withID: id) else { return nil }
        announce([.photosChanged])
        return removed
    }

    /// Sends every change, then bumps the revision once, all in one batch; nothing when empty.
    func announce(_ changes: [NotesLibraryChange]) {
        guard !changes.isEmpty else { return }
        batch {
            for change in changes { self.changes.send(change) }
            revisionCounter.value += 1
        }
    }
}
