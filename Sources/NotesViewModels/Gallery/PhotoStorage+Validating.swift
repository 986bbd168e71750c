import NotesCore

extension PhotoStorage {
    /// Checks the header as the store does and returns metadata with ids from `ids` and dates from
    /// `now`, writing nothing.
    public static func validating(ids: IDGenerator, now: NowSource) -> PhotoStorage {
        PhotoStorage { picked throws(PhotoImportError) in
            let header: PhotoHeader
            do throws(PhotoBytesError) {
                header = try PhotoHeader(reading: picked.bytes)
            } catch {
                throw .invalidImage(error)
            }
            let id = ids.newPhotoID()
            return Photo(
                id: id, fileName: "\(id).\(header.format.fileExtension)", byteCount: picked.bytes.count,
                createdAt: now(), name: picked.name)
        }
    }
}
