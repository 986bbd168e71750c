import Foundation

/// Adding a photo from a file, header first, copied a bounded chunk at a time.
extension NoteStore {
    /// The bytes a file import reads or writes at a time: 1 MiB.
    public static let photoCopyChunkSize = 1 << 20

    /// Checks that the file at `source` is a PNG or JPEG image, copies it into the store a chunk at a
    /// time and returns the new photo, named `name`.
    ///
    /// Only the header is read first (at most ``PhotoHeader/longestHeader`` bytes, and never more
    /// than `chunkSize`): a file that cannot be read throws ``PhotoImportError/unreadable(_:)`` and
    /// one that is not an image the store can read ``PhotoImportError/invalidImage(_:)``, before
    /// anything is written. The copy then goes to a temporary name in `photos/`
    /// (`.<id>.<ext>.tmp-<UUID>`, which a later ``load()`` removes if a crash leaves it), `chunkSize`
    /// bytes per read and per write, is flushed and renamed into place, and the folder is flushed.
    /// A failed copy (a full disk) throws ``PhotoImportError/store(_:)`` and a copy whose task is
    /// cancelled (checked before every chunk) ``PhotoImportError/cancelled``; both remove the
    /// temporary file and leave the store as it was. As with ``addPhoto(_:fileExtension:)``, save
    /// the returned ``Photo`` in the contents to keep it.
    ///
    /// Synchronous and blocking: call it off the main actor (a detached task), as the gallery does.
    /// The source is read through the store's own ``FileSystem``.
    ///
    /// - Complexity: O(*n*) time in the size of the file, O(`chunkSize`) memory whatever its size
    ///   (without ``FileSystem/appendFile`` the file is gathered and written at once, O(*n*) memory).
    public func importPhoto(
        fromFile source: URL, named name: String, chunkSize: Int = photoCopyChunkSize
    ) throws(PhotoImportError) -> Photo {
        let chunkSize = max(chunkSize, 64)
        do {
            try requireWritable()
        } catch {
            throw .store(error)
        }
        let head: Data
        do {
            head = try fileSystem.readChunk(source, 0, min(PhotoHeader.longestHeader, chunkSize))
        } catch {
            throw .unreadable(error)
        }
        let header = try Self.header(of: head)
        let id = Photo.ID(makeID())
        let fileName = "\(id.rawValue.uuidString).\(header.format.fileExtension)"
        let url = photosDirectory.appendingPathComponent(fileName)
        let temporary = photosDirectory.appendingPathComponent(".\(fileName).tmp-\(makeID().uuidString)")
        let byteCount = try copy(source, to: temporary, chunkSize: chunkSize)
        do {
            try fileSystem.synchronize(temporary)
            try fileSystem.rename(temporary, url)
        } catch {
            try? fileSystem.removeItem(temporary)
            throw .store(.fileSystem(error))
        }
        do {
            try fileSystem.synchronize(photosDirectory)
        } catch {
            throw .store(.fileSystem(error))
        }
        return Photo(
            id: id, fileName: fileName, byteCount: byteCount, createdAt: clock(), isPreset: false, name: name)
    }

    private static func header(of head: Data) throws(PhotoImportError) -> PhotoHeader {
        do {
            return try PhotoHeader(reading: head)
        } catch {
            throw .invalidImage(error)
        }
    }

    /// Copies `source` to the new file `temporary` chunk by chunk and returns the bytes copied;
    /// removes `temporary` on any failure.
    private func copy(_ source: URL, to temporary: URL, chunkSize: Int) throws(PhotoImportError) -> Int {
        var offset = 0
        let append = fileSystem.appendFile
        // Without appending, the chunks are gathered and written at once.
        var gathered = Data()
        do {
            while true {
                if Task.isCancelled { throw PhotoImportError.cancelled }
                let chunk: Data
                do {
                    chunk = try fileSystem.readChunk(source, offset, chunkSize)
                } catch {
                    throw PhotoImportError.unreadable(error)
                }
                if let append {
                    if offset == 0 {
                        try fileSystem.writeFile(chunk, temporary)
                    } else if !chunk.isEmpty {
                        try append(chunk, temporary)
                    }
                } else {
                    gathered.append(chunk)
                }
                offset += chunk.count
                if chunk.count < chunkSize { break }
            }
            if append == nil { try fileSystem.writeFile(gathered, temporary) }
        } catch {
            if (error as? FileSystemError)?.reason != .alreadyExists { try? fileSystem.removeItem(temporary) }
            switch error {
            case let error as PhotoImportError: throw error
            case let error as FileSystemError: throw .store(.fileSystem(error))
            default: throw .cancelled
            }
        }
        return offset
    }
}
