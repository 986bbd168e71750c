import Bindings
import NotesCore

/// The rest of a progressive launch arriving in a library that shows its first page.
extension NotesLibrary {
    /// Whether the library holds every stored note, or only the first page while the rest is read.
    ///
    /// The app shell sets it; the list says "Loading…" while it is ``NotesLibraryLoadState/loadingRest``.
    public var loadState: Property<NotesLibraryLoadState> { loadStateValue }

    /// The rest of the store arrived: `notebook` (with its `searchIndex`, built off the main actor)
    /// becomes the library's, as one ``NotesLibraryChange/replaced`` change, and ``loadState``
    /// becomes ``NotesLibraryLoadState/complete``.
    ///
    /// Unlike ``replace(with:)``, the deletions the user can undo are kept: the caller has already
    /// merged what the user did during the load into `notebook` (see `AppLaunchChanges`).
    ///
    /// `notesForList`, when given, is a copy of `notebook`'s notes by id made off the main actor,
    /// which the list takes as it follows the replacement instead of copying them (see
    /// ``notesForList``); a copy no list took is let go of afterwards.
    ///
    /// - Complexity: O(1) here; each screen then follows the replacement (the list in O(*n*)).
    func loadCompleted(
        with notebook: Notebook, searchIndex: SearchIndex, notesForList: [Note.ID: Note]? = nil
    ) {
        self.notebook = notebook
        self.searchIndex = searchIndex
        self.notesForList = notesForList
        defer { self.notesForList = nil }
        batch {
            loadStateValue.value = .complete
            announce([.replaced])
        }
    }
}
