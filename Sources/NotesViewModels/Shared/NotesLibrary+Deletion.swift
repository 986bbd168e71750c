import Bindings
import NotesCore

/// Deletions the user can undo.
///
/// A delete the user asked for (``deleteNotes(withIDs:)``, ``deletePhoto(withID:)``) is recorded;
/// ``undoDeletion()`` brings the last one back, notes with their ids and dates and a photo at its
/// old position. The last ``deletionLimit`` deletions are kept for the whole session. Notes that
/// self-destruct and a reload (``replace(with:)``) are not user deletions: nothing is recorded, and
/// a reload forgets the history.
///
/// A deleted photo's file stays in the store while its deletion can be undone. Once it no longer
/// can (it fell off the history), the photo is in `photosBeyondUndo` until the shell, after a
/// save without it, removes its file; at quit the shell removes the files of every photo still in
/// the history too.
extension NotesLibrary {
    /// The most deletions that can be undone.
    public static let deletionLimit = 50

    /// The user deleted the notes with `ids`; the deletion can be undone.
    ///
    /// They leave the library as one change. Ids the library does not hold are ignored; nothing is
    /// recorded when no note was removed.
    ///
    /// - Returns: the removed notes, in the order of `ids`.
    /// - Complexity: as ``removeNotes(withIDs:)``.
    @discardableResult
    public func deleteNotes(withIDs ids: some Sequence<Note.ID>) -> [Note] {
        let removed = removeNotes(withIDs: ids)
        if !removed.isEmpty { recordDeletion(.notes(removed)) }
        return removed
    }

    /// The user deleted the photo with `id`: it leaves the library and the deletion can be
    /// undone; its file stays until then (see above).
    ///
    /// - Returns: the removed photo, or `nil` when the library holds no such photo.
    /// - Complexity: O(log *m* + √*m*) for *m* photos.
    @discardableResult
    public func deletePhoto(withID id: Photo.ID) -> Photo? {
        guard let index = notebook.index(ofPhotoWithID: id), let photo = removePhoto(withID: id) else {
            return nil
        }
        recordDeletion(.photo(photo, index: index))
        return photo
    }

    /// The user asked to undo the last deletion: its notes or photo come back as they were.
    ///
    /// A note saved again since, with the same id, is kept as saved. Returns what came back, or
    /// `nil` when there was nothing to undo.
    ///
    /// - Complexity: O(*k* log *n*) for *k* notes; O(*m*) for a photo among *m* (its position is
    ///   laid out again).
    @discardableResult
    public func undoDeletion() -> LibraryDeletion? {
        guard let deletion = deletionHistory.popLast() else { return nil }
        batch {
            switch deletion {
            case .notes(let notes):
                for note in notes where self.note(withID: note.id) == nil { save(note) }
            case .photo(let photo, let index):
                insertPhoto(photo, at: index)
            }
            lastDeletionValue.value = deletionHistory.last
        }
        return deletion
    }

    /// The last deletion ``undoDeletion()`` would bring back, or `nil`: a front end offers undo
    /// while it is set ("Deleted "Groceries" — u to undo").
    public var lastDeletion: Property<LibraryDeletion?> { lastDeletionValue }

    /// The photos of the deletions that can still be undone, oldest first.
    ///
    /// - Complexity: O(*d*) for the *d* ≤ ``deletionLimit`` deletions kept.
    public var undoablePhotoDeletions: [Photo] {
        deletionHistory.compactMap { deletion in
            if case .photo(let photo, _) = deletion { return photo }
            return nil
        }
    }

    /// Hands over the photos whose deletion can no longer be undone and forgets them; the caller
    /// removes their files once a save without them succeeded.
    public func takePhotosBeyondUndo() -> [Photo] {
        defer { photosBeyondUndo = [] }
        return photosBeyondUndo
    }

    private func recordDeletion(_ deletion: LibraryDeletion) {
        deletionHistory.append(deletion)
        if deletionHistory.count > Self.deletionLimit {
            let dropped = deletionHistory.removeFirst()
            if case .photo(let photo, _) = dropped { photosBeyondUndo.append(photo) }
        }
        lastDeletionValue.value = deletion
    }
}
