import NotesCore

/// What the user changed while a progressive launch was reading the rest of the store, and how
/// that is merged with what the store holds once it is read.
///
/// The rule: what the user did during the load wins. A note the user saved (edited, added, brought
/// back) during the load is kept as the user left it; a note the user deleted (or that
/// self-destructed) stays deleted, even though the store still holds it; every other note is as
/// the store holds it. Photos are read with the rest of the store; a photo in the library that the
/// store does not hold is kept after the store's photos.
struct AppLaunchChanges: Hashable, Sendable {
    /// The notes saved or removed since the first page was shown.
    private(set) var touchedNotes: Set<Note.ID> = []
    /// Whether the photos changed since the first page was shown.
    private(set) var photosChanged = false

    /// Whether the user changed nothing.
    var isEmpty: Bool { touchedNotes.isEmpty && !photosChanged }

    /// Remembers one change the library announced.
    mutating func record(_ change: NotesLibraryChange) {
        switch change {
        case .saved(let note, _): touchedNotes.insert(note.id)
        case .removed(let note): touchedNotes.insert(note.id)
        case .photosChanged: photosChanged = true
        case .replaced: break
        }
    }

    /// The store's notebook `stored` (and its search index) with every recorded change taken from
    /// `current`, the library as the user left it.
    ///
    /// - Complexity: O(*k* log *n*) for *k* touched notes of *n*, plus O(*m*) for *m* photos when
    ///   the photos changed.
    func merged(stored: Notebook, index: SearchIndex, current: Notebook) -> (Notebook, SearchIndex) {
        var notebook = stored
        var index = index
        for id in touchedNotes {
            if let note = current.note(withID: id) {
                _ = notebook.add(note)
                index.update(note)
            } else if notebook.removeNote(withID: id) != nil {
                index.remove(id)
            }
        }
        if photosChanged {
            for photo in current.photos where notebook.photo(withID: photo.id) == nil {
                _ = notebook.addPhoto(photo)
            }
        }
        return (notebook, index)
    }
}
