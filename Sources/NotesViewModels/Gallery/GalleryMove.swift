/// A step of the keyboard selection in the gallery grid.
public enum GalleryMove: Hashable, Sendable, CaseIterable {
    /// One cell to the left (to the end of the row above at the start of a row).
    case left
    /// One cell to the right (to the start of the row below at the end of a row).
    case right
    /// One row up.
    case up
    /// One row down.
    case down
    /// To the first cell (Home): the first photo, or the add cell when there is no photo.
    case first
    /// To the last photo (End); to the add cell when there is no photo.
    case last
}
