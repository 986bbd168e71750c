/// Why a photo could not be added to the store.
public enum PhotoImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not an image the store can read; nothing was written.
    case invalidImage(PhotoBytesError)
    /// The store could not write the file.
    case store(StoreError)

    /// A sentence for a log.
    public var description: String {
        switch self {
        case .invalidImage(let error): "not an image the store can read: \(error)"
        case .store(let error): "the store could not keep the photo: \(error)"
        }
    }
}
