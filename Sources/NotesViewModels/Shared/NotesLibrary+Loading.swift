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
    /// - Complexity: O(1) here; each screen then follows the replacement (the list in O(*n*)).
    func loadCompleted(with notebook: Notebook, searchIndex: SearchIndex) {
        self.notebook = notebook
        self.searchIndex = searchIndex
        batch {
            loadStateValue.value = .complete
            announce([.replaced])
        }
    }
}
