/// Why a photo could not be added to the store.
public enum PhotoImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not an image the store can read; nothing was written.
    case invalidImage(PhotoBytesError)
    /// The store could not write the file.
    case store(StoreError)
    /// The picked file could not be read (missing, a folder, no permission); nothing was written.
    case unreadable(FileSystemError)
    /// The copy was cancelled before it ended; its temporary file is gone and nothing was added.
    case cancelled

    /// A sentence for a log.
    public var description: String {
        switch self {
        case .invalidImage(let error): "not an image the store can read: \(error)"
        case .store(let error): "the store could not keep the photo: \(error)"
        case .unreadable(let error): "the file could not be read: \(error)"
        case .cancelled: "the copy was cancelled"
        }
    }
}
