import Foundation
import NotesCore

extension PhotoStorage {
    /// Checks the header as the store does and returns metadata with ids from `ids` and dates from
    /// `now`, writing nothing; a picked file's header is read from the disk.
    public static func validating(ids: IDGenerator, now: NowSource) -> PhotoStorage {
        PhotoStorage(
            importPhoto: { picked throws(PhotoImportError) in
                try validated(picked.bytes, name: picked.name, ids: ids, now: now)
            },
            importFile: { file, name throws(PhotoImportError) in
                let head: Data
                do throws(FileSystemError) {
                    head = try FileSystem.live.readChunk(file, 0, PhotoHeader.longestHeader)
                } catch {
                    throw .unreadable(error)
                }
                return try validated(head, name: name, ids: ids, now: now)
            })
    }

    private static func validated(
        _ bytes: Data, name: String, ids: IDGenerator, now: NowSource
    ) throws(PhotoImportError) -> Photo {
        let header: PhotoHeader
        do throws(PhotoBytesError) {
            header = try PhotoHeader(reading: bytes)
        } catch {
            throw .invalidImage(error)
        }
        let id = ids.newPhotoID()
        return Photo(
            id: id, fileName: "\(id).\(header.format.fileExtension)", byteCount: bytes.count,
            createdAt: now(), name: name)
    }
}
