import NotesCore

/// One cell of the gallery grid that a front end draws.
public struct GalleryCell: Hashable, Sendable {
    /// What the cell shows.
    public enum Content: Hashable, Sendable {
        /// A photo and its thumbnail.
        case photo(Photo, thumbnail: PhotoLoadState)
        /// The cell that adds a photo.
        case add
    }

    /// The item's index: photos first, then the add cell.
    public var index: Int
    /// What the cell shows.
    public var content: Content
    /// Whether the keyboard selection is on the cell.
    public var isSelected: Bool

    /// Creates a cell.
    public init(index: Int, content: Content, isSelected: Bool) {
        self.index = index
        self.content = content
        self.isSelected = isSelected
    }
}
