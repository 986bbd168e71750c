import NotesCore

/// Every item of the gallery grid, photos first and the add cell last, built one at a time when
/// read: the collection to hand to a lazy grid's `ForEach`.
///
/// Obtaining it costs nothing per photo; an item's ``GalleryItem/id`` costs an array access and
/// its ``GalleryItem/cell`` a dictionary lookup of the thumbnail. A new value is published when a
/// photo, a thumbnail or the selection changes, not when the grid scrolls.
public struct GalleryItems: RandomAccessCollection, Sendable, Equatable {
    let notebook: Notebook
    let thumbnails: GalleryThumbnails
    let selection: Int?
    /// Increases with every change of the library's photos.
    let photosVersion: Int

    init(notebook: Notebook, thumbnails: GalleryThumbnails, selection: Int?, photosVersion: Int) {
        self.notebook = notebook
        self.thumbnails = thumbnails
        self.selection = selection
        self.photosVersion = photosVersion
    }

    /// No photos, only the add cell.
    public init() {
        self.init(notebook: Notebook(), thumbnails: GalleryThumbnails(), selection: nil, photosVersion: 0)
    }

    /// Zero.
    public var startIndex: Int { 0 }
    /// The number of photos plus one, the add cell.
    public var endIndex: Int { notebook.photoCount + 1 }

    /// The item at `index`.
    ///
    /// - Complexity: O(1).
    public subscript(index: Int) -> GalleryItem {
        let id: GalleryItem.ID = index == notebook.photoCount ? .add : .photo(notebook.photoID(at: index))
        return GalleryItem(id: id, index: index, items: self)
    }

    /// The cell at `index`, built now.
    func cell(at index: Int) -> GalleryCell {
        let content: GalleryCell.Content =
            index == notebook.photoCount
            ? .add
            : .photo(notebook.photo(at: index), thumbnail: thumbnails.state(of: notebook.photoID(at: index)))
        return GalleryCell(index: index, content: content, isSelected: index == selection)
    }

    /// Equal when they show the same photos, thumbnails and selection.
    ///
    /// - Complexity: O(*k*) in the thumbnails held (those around the cells in view).
    public static func == (lhs: GalleryItems, rhs: GalleryItems) -> Bool {
        lhs.photosVersion == rhs.photosVersion && lhs.endIndex == rhs.endIndex
            && lhs.selection == rhs.selection
            && lhs.thumbnails == rhs.thumbnails
    }
}
