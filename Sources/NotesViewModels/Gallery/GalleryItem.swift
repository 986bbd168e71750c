import NotesCore

/// One item of the gallery grid as a lazy grid wants it: its identity at once, its cell when read.
public struct GalleryItem: Identifiable, Sendable {
    /// What identifies an item across changes: its photo, or the add cell.
    public enum ID: Hashable, Sendable {
        /// The cell of this photo.
        case photo(Photo.ID)
        /// The cell that adds a photo, always last.
        case add
    }

    /// The item's identity.
    public let id: ID
    /// The item's index: photos first, then the add cell.
    public let index: Int
    /// The items it came from.
    let items: GalleryItems

    /// The cell to draw: the photo and its thumbnail, or the add cell, and whether the keyboard
    /// selection is on it; built now.
    ///
    /// A thumbnail loads only while its cell has appeared (see
    /// ``GalleryViewModel/cellAppeared(at:)``); until then it is ``PhotoLoadState/idle``.
    public var cell: GalleryCell { items.cell(at: index) }
}
