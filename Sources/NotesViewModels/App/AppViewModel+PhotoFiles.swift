import Foundation
import NotesCore

/// Removing the files of deleted photos once no saved store and no undo can need them.
///
/// A deleted photo keeps its file while its deletion can be undone (see
/// ``NotesLibrary/deleteNotes(withIDs:)``'s extension). Its file is removed after a save that no
/// longer holds it succeeded, when the deletion fell off the undo history, and at quit (after the
/// last save) for every photo whose deletion could still have been undone. Removal failures are
/// ignored: the file stays as an orphan that the next load reports.
extension AppViewModel {
    /// Takes the photos beyond undo that `notebook`, about to be saved, does not hold; their files
    /// can go once that save succeeded.
    func photoFilesLeaving(_ notebook: Notebook) -> [Photo] {
        pendingPhotoFileRemovals += library.takePhotosBeyondUndo()
        return pendingPhotoFileRemovals.filter { notebook.photo(withID: $0.id) == nil }
    }

    /// A save that did not hold `photos` ended; when it succeeded their files are removed.
    func photoFilesSaved(_ photos: [Photo], succeeded: Bool) {
        guard succeeded, !photos.isEmpty else { return }
        let removed = Set(photos.map(\.id))
        pendingPhotoFileRemovals.removeAll { removed.contains($0.id) }
        for photo in photos { try? store.removePhotoFile(for: photo) }
    }

    /// At quit, after everything was saved: the deleted photos' files go, undoable or not.
    func removeDeletedPhotoFilesAtQuit() {
        let photos =
            pendingPhotoFileRemovals + library.takePhotosBeyondUndo() + library.undoablePhotoDeletions
        pendingPhotoFileRemovals = []
        for photo in photos where library.notebook.photo(withID: photo.id) == nil {
            try? store.removePhotoFile(for: photo)
        }
    }

    /// The user asked to undo the last deletion (a note, the ticked notes, a photo): it comes back.
    ///
    /// The change is saved like any other. Ignored when there is nothing to undo.
    ///
    /// - Complexity: as ``NotesLibrary/undoDeletion()``.
    public func undoDeletionTapped() {
        library.undoDeletion()
    }
}
