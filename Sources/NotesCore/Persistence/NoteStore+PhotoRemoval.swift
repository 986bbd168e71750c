import Foundation

/// Removing the files of deleted photos.
extension NoteStore {
    /// Removes the file of `photo` from `photos/`, once the saved store no longer refers to it.
    ///
    /// Call it only after a ``save(_:)-(StoreContents)`` of contents without `photo` succeeded: the file is gone for
    /// good. A file that is already missing counts as removed. Throws ``StoreError/notLoaded`` before
    /// ``load()``, ``StoreError/readOnly(_:)`` for a read-only store (nothing is removed), and
    /// ``StoreError/photoNotFound(_:)`` for a file name that is not a plain name inside `photos/`
    /// (nothing outside the folder is ever touched).
    public func removePhotoFile(for photo: Photo) throws(StoreError) {
        try requireWritable()
        guard StoredPhoto.isPlainFileName(photo.fileName) else { throw .photoNotFound(photo.id) }
        do {
            try fileSystem.removeItem(photoFile(for: photo))
        } catch  where error.reason == .notFound {
            return
        } catch {
            throw .fileSystem(error)
        }
    }
}
