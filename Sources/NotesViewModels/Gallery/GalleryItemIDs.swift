import NotesCore

/// Which items the gallery grid has, in order: every photo's item, then the add cell's; ids only,
/// read one at a time.
///
/// The collection to hand to a lazy grid's `ForEach` or a diffable data source: a new value is
/// published only when photos come, go or move, never when a thumbnail or the selection changes
/// (a cell reads those from its ``GalleryItemModel``).
public struct GalleryItemIDs: RandomAccessCollection, Sendable, Equatable {
    let notebook: Notebook
    /// Increases with every change of the library's photos.
    let photosVersion: Int

    init(notebook: Notebook, photosVersion: Int) {
        self.notebook = notebook
        self.photosVersion = photosVersion
    }

    /// Zero.
    public var startIndex: Int { 0 }
    /// The number of photos plus one, the add cell.
    public var endIndex: Int { notebook.photoCount + 1 }

    /// The id of the item at `index`.
    ///
    /// - Complexity: O(1).
    public subscript(index: Int) -> GalleryItem.ID {
        index == notebook.photoCount ? .add : .photo(notebook.photoID(at: index))
    }

    /// Equal when they list the same items in the same order.
    ///
    /// - Complexity: O(1) for two values of one change of the photos, or of different counts;
    ///   O(*m*) for *m* photos otherwise.
    public static func == (lhs: GalleryItemIDs, rhs: GalleryItemIDs) -> Bool {
        guard lhs.endIndex == rhs.endIndex else { return false }
        if lhs.photosVersion == rhs.photosVersion { return true }
        return lhs.elementsEqual(rhs)
    }
}
