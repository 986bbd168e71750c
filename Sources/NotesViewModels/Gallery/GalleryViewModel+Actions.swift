import Bindings
import NotesCore

extension GalleryViewModel {
    /// The front end's width for the grid changed; the cells are resized to fit.
    public func layoutWidthChanged(_ width: Double) {
        withUntrackedReads {
            var layout = layoutState.value
            layout.width = width.isFinite ? max(width, 0) : 0
            layoutState.value = layout
        }
    }

    /// The cells in `items` came into view (scrolling, a resize, the first layout).
    ///
    /// Thumbnails start loading for them and the margin around them; thumbnails that left that
    /// range are cancelled and let go.
    ///
    /// - Complexity: O(*k*) in the cells in view and the margin.
    public func visibleItemsChanged(_ items: Range<Int>) {
        withUntrackedReads {
            batch {
                visibleState.value = items.clamped(to: 0..<layoutState.value.itemCount)
                requestThumbnails()
            }
        }
    }

    /// The user tapped the cell at `index`: a photo opens the pager at it, the add cell adds.
    public func cellTapped(at index: Int) {
        let layout = layoutState.value
        guard (0..<layout.itemCount).contains(index) else { return }
        batch {
            selectionState.value = index
            refreshCells()
            if index == layout.addItemIndex {
                addTapped()
            } else {
                destinationState.value = .pager(library.notebook.photoID(at: index))
            }
        }
    }

    /// The user pressed an arrow key: the selection moves one cell, clamped to the grid.
    public func selectionMoved(_ move: GalleryMove) {
        batch {
            selectionState.value = layoutState.value.selection(after: move, from: selectionState.value)
            refreshCells()
        }
    }

    /// The user pressed Return on the selection: as if they had tapped that cell.
    public func selectionActivated() {
        guard let index = selectionState.value else { return }
        cellTapped(at: index)
    }

    /// The user tapped Add: the picker opens; nothing while it is already open or a copy runs.
    public func addTapped() {
        guard !addStateValue.value.isInProgress else { return }
        addStateValue.value = .picking
        let cancel = environment.photoSource.pick { [weak self] result in self?.pickFinished(result) }
        if addStateValue.value == .picking { pickCancellation = cancel }
    }

    /// The user closed the picker, or cancelled the copy of a picked file, from the gallery's side:
    /// the pick or the copy is cancelled and nothing is added.
    ///
    /// A cancelled copy removes its temporary file (see
    /// ``NotesCore/NoteStore/importPhoto(fromFile:named:chunkSize:)``); what it still reports is
    /// ignored.
    public func addCancelled() {
        switch addStateValue.value {
        case .picking:
            pickCancellation?()
            pickCancellation = nil
        case .adding:
            fileCopy?.cancel()
            fileCopy = nil
        case .idle, .failed:
            return
        }
        addStateValue.value = .idle
    }

    /// The user dismissed the error of a failed add.
    public func addErrorDismissed() {
        if case .failed = addStateValue.value { addStateValue.value = .idle }
    }

    /// The user tapped Delete on the photo with `id`: asks to confirm.
    public func deleteTapped(_ id: Photo.ID) {
        guard let photo = library.notebook.photo(withID: id) else { return }
        dismissedDeletion = nil
        pendingDeletionState.value = photo
    }

    /// The user pressed Delete on the selected cell: asks to confirm when it is a photo.
    public func deleteSelectedTapped() {
        guard let index = selectionState.value, index < layoutState.value.photoCount else { return }
        deleteTapped(library.notebook.photoID(at: index))
    }

    /// The user confirmed: the photo, preset or not, leaves the library.
    ///
    /// Also answers a confirmation just dismissed by ``deleteConfirmationDismissed()`` (SwiftUI
    /// dismisses an alert before it runs the tapped button's action).
    public func deleteConfirmed() {
        guard let photo = pendingDeletionState.value ?? dismissedDeletion else { return }
        dismissedDeletion = nil
        batch {
            pendingDeletionState.value = nil
            library.deletePhoto(withID: photo.id)
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
        guard let photo = pendingDeletionState.value else { return }
        dismissedDeletion = photo
        pendingDeletionState.value = nil
    }

    /// The presented screen closed.
    public func destinationDismissed() {
        destinationState.value = nil
    }
}
