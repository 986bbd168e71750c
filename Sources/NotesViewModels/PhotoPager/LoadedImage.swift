import Foundation
import NotesCore

/// An image an ``ImageLoader`` delivered: the bytes of one photo and its size in pixels.
///
/// A front end decodes ``data`` for display; the view models only hold it, at most three per
/// pager and one per requested gallery cell.
public struct LoadedImage: Hashable, Sendable {
    /// The photo the image shows.
    public var photoID: Photo.ID
    /// The size in pixels, from the image header, upright (as the photo is decoded and shown).
    public var size: PixelSize
    /// The encoded image, PNG or JPEG.
    public var data: Data

    /// Creates a loaded image.
    public init(photoID: Photo.ID, size: PixelSize, data: Data = Data()) {
        self.photoID = photoID
        self.size = size
        self.data = data
    }
}
