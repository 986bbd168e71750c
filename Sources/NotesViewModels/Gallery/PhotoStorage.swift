import Foundation
import NotesCore

/// Where a picked photo's bytes are kept: checks them and copies them into the store.
///
/// Passed to the gallery through ``GalleryEnvironment``. ``store(_:)`` uses
/// ``NotesCore/NoteStore/importPhoto(_:named:)``; ``validating(ids:now:)`` checks the same header
/// and keeps nothing, for tests.
public struct PhotoStorage: Sendable {
    /// Checks and keeps a picked photo and returns its metadata.
    ///
    /// Throws ``NotesCore/PhotoImportError/invalidImage(_:)`` for bytes that are not a PNG or JPEG
    /// image the store can read, and keeps nothing then.
    public var importPhoto: @MainActor @Sendable (PickedPhoto) throws(PhotoImportError) -> Photo

    /// Creates a storage from its import function.
    public init(importPhoto: @escaping @MainActor @Sendable (PickedPhoto) throws(PhotoImportError) -> Photo) {
        self.importPhoto = importPhoto
    }

    /// Copies photos into `store`'s `photos/` folder.
    public static func store(_ store: NoteStore) -> PhotoStorage {
        PhotoStorage { picked throws(PhotoImportError) in
            try store.importPhoto(picked.bytes, named: picked.name)
        }
    }
}
