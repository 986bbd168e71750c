import Foundation

/// Adding a photo a picker handed over, checked before anything is written.
extension NoteStore {
    /// Checks that `bytes` are a PNG or JPEG image, copies them into the store and returns the new
    /// photo, named `name`.
    ///
    /// The header is read first (see ``PhotoHeader``); bytes that are not an image the store can
    /// read throw ``PhotoImportError/invalidImage(_:)`` and nothing is written. The file gets the
    /// format's extension whatever `name` says. As with ``addPhoto(_:fileExtension:)``, save the
    /// returned ``Photo`` in the contents to keep it.
    ///
    /// - Complexity: O(*n*) in the size of the bytes.
    public func importPhoto(_ bytes: Data, named name: String) throws(PhotoImportError) -> Photo {
        let header: PhotoHeader
        do {
            header = try PhotoHeader(reading: bytes)
        } catch {
            throw .invalidImage(error)
        }
        var photo: Photo
        do {
            photo = try addPhoto(bytes, fileExtension: header.format.fileExtension)
        } catch {
            throw .store(error)
        }
        photo.name = name
        return photo
    }
}
