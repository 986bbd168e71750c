import Bindings
import NotesCore

/// One observable model per cell a front end shows.
extension GalleryViewModel {
    /// The model of the cell of the item `id`, for a cell to read in its own configuration.
    ///
    /// The same model while anything holds it: a cell keeps it for as long as it shows the item,
    /// and the gallery updates it (only the cells held, after each change) until it is let go of.
    /// A thumbnail loads only while its cell has appeared (``cellAppeared(_:)``); until then it is
    /// ``PhotoLoadState/idle``. An item whose photo is gone shows as the add cell.
    ///
    /// - Complexity: O(log *m*) for *m* photos.
    public func itemModel(for id: GalleryItem.ID) -> GalleryItemModel {
        if let model = itemModels[id]?.object { return model }
        let (content, isSelected) = cellState(of: id)
        let model = GalleryItemModel(id: id, content: content, isSelected: isSelected)
        itemModels[id] = WeakReference(model)
        if itemModels.count >= 64, itemModels.count >= 2 * itemModelsKeptAtLastPrune {
            itemModels = itemModels.filter { $0.value.object != nil }
            itemModelsKeptAtLastPrune = itemModels.count
        }
        return model
    }

    /// Brings every item model held up to date; a model whose cell did not change notifies no one.
    ///
    /// - Complexity: O(*k* log *m*) for the *k* models held among *m* photos.
    func refreshItemModels() {
        guard !itemModels.isEmpty else { return }
        for (id, reference) in itemModels {
            guard let model = reference.object else {
                itemModels[id] = nil
                continue
            }
            let (content, isSelected) = cellState(of: id)
            model.contentValue.value = content
            model.isSelectedValue.value = isSelected
        }
    }

    /// What the cell of `id` shows now, and whether it is selected; read untracked, so that a grid's
    /// body that asks for a cell's model does not track the cell.
    private func cellState(of id: GalleryItem.ID) -> (GalleryCell.Content, Bool) {
        let notebook = library.notebook
        guard case .photo(let photoID) = id, let index = notebook.index(ofPhotoWithID: photoID) else {
            return (.add, selectionState.unobservedValue == notebook.photoCount)
        }
        let shown = visibleState.unobservedValue.contains(index)
        let thumbnail = shown ? thumbnails.state(of: photoID) : .idle
        return (
            .photo(notebook.photo(at: index), thumbnail: thumbnail), selectionState.unobservedValue == index
        )
    }
}
