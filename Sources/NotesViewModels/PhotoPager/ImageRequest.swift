import NotesCore

/// One image a view model asks an ``ImageLoader`` for.
public struct ImageRequest: Hashable, Sendable {
    /// What the image is for, so a loader can pick a size.
    public enum Purpose: Hashable, Sendable {
        /// A gallery cell.
        case thumbnail
        /// A full page of the pager.
        case page
    }

    /// The photo to load.
    public var photo: Photo
    /// What the image is for.
    public var purpose: Purpose

    /// Creates a request.
    public init(photo: Photo, purpose: Purpose) {
        self.photo = photo
        self.purpose = purpose
    }
}
