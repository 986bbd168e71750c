import Bindings
import NotesCore

extension PhotoPagerViewModel {
    /// The user's swipe settled on the photo at `index`.
    ///
    /// A neighbour shifts the window by one (one load in the middle, none at an end); a farther
    /// index rebuilds it like ``photoChosen(at:)``. The current index, an index out of range, or
    /// any index after the pager finished is ignored.
    public func pageSwiped(to index: Int) {
        let current = windowState.value
        guard isOpen, current.count > 0, index != current.currentIndex, (0..<current.count).contains(index)
        else { return }
        show(index)
    }

    /// A paging view's selection settled on the photo with `id`: ``pageSwiped(to:)`` at its index.
    ///
    /// - Complexity: O(log *m*) for *m* photos.
    func photoSwipedTo(_ id: Photo.ID?) {
        guard let id, let index = library.notebook.index(ofPhotoWithID: id) else { return }
        pageSwiped(to: index)
    }

    /// The user asked for the next photo (right arrow); nothing at the last photo.
    public func nextTapped() {
        guard windowState.value.hasNext else { return }
        pageSwiped(to: windowState.value.currentIndex + 1)
    }

    /// The user asked for the previous photo (left arrow); nothing at the first photo.
    public func previousTapped() {
        guard windowState.value.hasPrevious else { return }
        pageSwiped(to: windowState.value.currentIndex - 1)
    }

    /// The user chose the photo at `index` (as from the gallery): the window is rebuilt around it
    /// without loading the photos in between.
    public func photoChosen(at index: Int) {
        pageSwiped(to: index)
    }

    /// The user tapped Retry on the slot showing `photoID`; nothing unless its load failed.
    public func retryTapped(_ photoID: Photo.ID) {
        guard isOpen else { return }
        update { $0.retry(photoID) }
    }

    /// The user tapped Delete: asks to confirm deleting the current photo.
    public func deleteTapped() {
        guard isOpen, let current = windowState.value.currentSlot else { return }
        dismissedDeletion = nil
        pendingDeletionState.value = current.photoID
    }

    /// The user confirmed the deletion: the photo leaves the library, and the pager shows the next
    /// photo, else the previous one, else finishes with ``PhotoPagerOutcome/noPhotosLeft``.
    ///
    /// Also answers a confirmation just dismissed by ``deleteConfirmationDismissed()`` (SwiftUI
    /// dismisses an alert before it runs the tapped button's action).
    public func deleteConfirmed() {
        guard isOpen, let id = pendingDeletionState.value ?? dismissedDeletion else { return }
        dismissedDeletion = nil
        batch {
            pendingDeletionState.value = nil
            library.deletePhoto(withID: id)
        }
    }

    /// The user kept the photo.
    public func deleteCancelled() {
        dismissedDeletion = nil
        pendingDeletionState.value = nil
    }

    /// The delete confirmation went away without an answer yet: ``pendingDeletion`` becomes `nil`,
    /// but the photo stays answerable by ``deleteConfirmed()`` until ``deleteCancelled()`` or
    /// another question.
    public func deleteConfirmationDismissed() {
        guard let id = pendingDeletionState.value else { return }
        dismissedDeletion = id
        pendingDeletionState.value = nil
    }

    /// The front end's page width changed (rotation, a terminal resize); the current photo stays.
    public func layoutWidthChanged(_ width: Double) {
        withUntrackedReads {
            widthState.value = width.isFinite ? max(width, 0) : 0
        }
    }

    /// The user went back: every load is cancelled and the pager finishes.
    public func backTapped() {
        finish(.dismissed)
    }
}
