import Bindings
import NotesCore

extension GalleryViewModel {
    /// Requests the thumbnails of the photos in view and the margin, then rebuilds the cells.
    func requestThumbnails() {
        let layout = layoutState.value
        let visible = visibleState.value
        let margin = environment.thumbnailMargin
        let wanted = (visible.isEmpty ? 0..<0 : (visible.lowerBound - margin)..<(visible.upperBound + margin))
            .clamped(to: 0..<layout.photoCount)
        let notebook = library.notebook
        run(thumbnails.request(wanted.map(notebook.photoID(at:))))
        refreshCells()
    }

    /// Rebuilds ``cells`` from the cells in view.
    func refreshCells() {
        let layout = layoutState.value
        let notebook = library.notebook
        let selected = selectionState.value
        cellsState.value = visibleState.value.map { index in
            let content: GalleryCell.Content =
                index == layout.addItemIndex
                ? .add
                : .photo(
                    notebook.photo(at: index), thumbnail: thumbnails.state(of: notebook.photoID(at: index)))
            return GalleryCell(index: index, content: content, isSelected: index == selected)
        }
        publishItems()
    }

    /// Publishes ``items`` when a photo, a thumbnail of a cell in view or the selection changed.
    ///
    /// The items hold the thumbnails of the cells in view only, so one of the margin loading
    /// changes nothing a cell shows.
    func publishItems() {
        let notebook = library.notebook
        let visible = visibleState.value.clamped(to: 0..<notebook.photoCount)
        itemsState.value = GalleryItems(
            notebook: notebook, thumbnails: thumbnails.keeping(visible.map(notebook.photoID(at:))),
            selection: selectionState.value, photosVersion: photosVersion)
        itemIDsState.value = GalleryItemIDs(notebook: notebook, photosVersion: photosVersion)
        refreshItemModels()
    }

    private func run(_ effects: [ImageLoadEffect]) {
        for effect in effects {
            switch effect {
            case .startLoad(let id, let ticket):
                guard let photo = library.notebook.photo(withID: id) else { continue }
                let cancel = environment.imageLoader.start(ImageRequest(photo: photo, purpose: .thumbnail)) {
                    [weak self] result in self?.thumbnailFinished(ticket: ticket, result: result)
                }
                if case .loading = thumbnails.state(of: id) { cancellations[ticket] = cancel }
            case .cancelLoad(let ticket):
                cancellations.removeValue(forKey: ticket)?()
            }
        }
    }

    private func thumbnailFinished(ticket: Int, result: Result<LoadedImage, ImageLoadError>) {
        cancellations[ticket] = nil
        guard thumbnails.loadFinished(ticket: ticket, result: result) else { return }
        refreshCells()
    }

    func pickFinished(_ result: PhotoPickResult) {
        guard addStateValue.value == .picking else { return }
        pickCancellation = nil
        switch result {
        case .cancelled:
            addStateValue.value = .idle
        case .failed(let reason):
            addStateValue.value = .failed(.pickerFailed(reason))
        case .picked(let picked):
            if let file = picked.file {
                copyStarted(file, name: picked.name)
                return
            }
            do {
                let photo = try environment.photoStorage.importPhoto(picked)
                batch {
                    addStateValue.value = .idle
                    library.savePhoto(photo)
                }
            } catch {
                addStateValue.value = .failed(.importFailed(error))
            }
        }
    }

    /// The library's photos changed: the count, the selection, the thumbnails and the cells follow.
    func libraryPhotosChanged() {
        let notebook = library.notebook
        photosVersion += 1
        appearedItems = appearedItems.filter { index(of: $0) != nil }
        batch {
            var layout = layoutState.value
            layout.photoCount = notebook.photoCount
            layoutState.value = layout
            if let pending = pendingDeletionState.value, notebook.photo(withID: pending.id) == nil {
                pendingDeletionState.value = nil
            }
            if let selected = selectionState.value, selected >= layout.itemCount {
                selectionState.value = layout.itemCount - 1
            }
            // The cells in view move with their photos: a deletion before them moves them up.
            let span = appearedSpan()
            visibleState.value =
                span.isEmpty || destinationState.value != nil
                ? visibleState.value.clamped(to: 0..<layout.itemCount) : span
            requestThumbnails()
        }
    }
}
