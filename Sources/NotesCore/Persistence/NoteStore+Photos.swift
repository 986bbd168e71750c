import Foundation

/// Photo files in `photos/`.
extension NoteStore {
    /// Copies a photo's bytes into the store as `photos/<id>.<ext>` and returns its metadata.
    ///
    /// The file is written atomically (0600) once and never rewritten by ``save(_:)-(StoreContents)``; save the
    /// returned ``Photo`` in the contents to keep it. `fileExtension` must be 1–10 ASCII letters or
    /// digits (stored lowercased). Throws ``StoreError/notLoaded`` before ``load()`` and
    /// ``StoreError/readOnly(_:)`` for a read-only store.
    /// - Complexity: O(*n*) in the size of the bytes.
    public func addPhoto(_ bytes: Data, fileExtension: String) throws(StoreError) -> Photo {
        try requireWritable()
        return try writePhoto(bytes, fileExtension: fileExtension, createdAt: clock(), isPreset: false)
    }

    /// Where a photo's bytes are stored.
    public func photoFile(for photo: Photo) -> URL {
        photosDirectory.appendingPathComponent(photo.fileName)
    }

    /// Reads a photo's bytes; throws ``StoreError/photoNotFound(_:)`` when its file is missing.
    /// - Complexity: O(*n*) in the size of the file.
    public func photoData(for photo: Photo) throws(StoreError) -> Data {
        guard StoredPhoto.isPlainFileName(photo.fileName) else { throw .photoNotFound(photo.id) }
        do {
            return try fileSystem.readFile(photoFile(for: photo))
        } catch  where error.reason == .notFound {
            throw .photoNotFound(photo.id)
        } catch {
            throw .fileSystem(error)
        }
    }

    /// Writes a photo file atomically under a fresh id.
    func writePhoto(
        _ bytes: Data, fileExtension: String, createdAt: Date, isPreset: Bool
    ) throws(StoreError) -> Photo {
        guard Self.isPhotoExtension(Substring(fileExtension)) else {
            throw .invalidPhotoExtension(fileExtension)
        }
        let id = Photo.ID(makeID())
        let fileName = "\(id.rawValue.uuidString).\(fileExtension.lowercased())"
        let url = photosDirectory.appendingPathComponent(fileName)
        let temporary = photosDirectory.appendingPathComponent(".\(fileName).tmp-\(makeID().uuidString)")
        try run { () throws(FileSystemError) in
            try fileSystem.writeAtomically(bytes, to: url, temporaryURL: temporary)
        }
        return Photo(
            id: id, fileName: fileName, byteCount: bytes.count, createdAt: createdAt, isPreset: isPreset)
    }

    /// `load` with ``StoreLoad/orphanPhotoFiles`` and ``StoreLoad/photosWithMissingFiles`` filled
    /// in from `names`, the sorted names in `photos/`.
    ///
    /// Hidden names (a leading `.`) are never
    /// orphans.
    /// - Complexity: O(*n* + *m*) in the number of files and photos.
    func reportingPhotoFiles(_ load: StoreLoad, names: [String]) -> StoreLoad {
        var load = load
        let referenced = Set(load.contents.photos.map(\.fileName))
        let present = Set(names)
        load.orphanPhotoFiles = names.filter { !$0.hasPrefix(".") && !referenced.contains($0) }
            .map { photosDirectory.appendingPathComponent($0) }
        load.photosWithMissingFiles = load.contents.photos.filter { !present.contains($0.fileName) }.map(\.id)
        return load
    }
}
