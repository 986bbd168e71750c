import NotesCore

/// Why a pager could not be opened.
public enum PhotoPagerError: Error, Hashable, Sendable {
    /// The library holds no photo with this id (deleted between the tap and the call).
    case photoNotFound(Photo.ID)
    /// The index is outside the library's photos.
    case indexOutOfRange(Int, count: Int)
}
