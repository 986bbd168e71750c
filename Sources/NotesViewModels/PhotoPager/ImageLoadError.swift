import NotesCore

/// Why an image could not be loaded.
public enum ImageLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The photo's file is missing.
    case photoNotFound(Photo.ID)
    /// The photo's file has not arrived yet: the store folder is shared with other devices, one of
    /// which added the photo, and the sync engine has delivered its entry but not its file.
    case waitingForSync(Photo.ID)
    /// The file is there but is not an image that can be read.
    case unreadable(PhotoBytesError)
    /// The file is larger than the loader reads for a preview (`limit` bytes): it was not read, so
    /// a huge file never fills memory.
    case tooLarge(byteCount: Int, limit: Int)
    /// Anything else the loader reports, such as a read error.
    case failed(String)

    /// A sentence for a log.
    public var description: String {
        switch self {
        case .photoNotFound(let id): "photo \(id) has no file"
        case .waitingForSync(let id): "photo \(id) has no file yet: waiting for it to sync"
        case .unreadable(let error): "unreadable image: \(error)"
        case .tooLarge(let byteCount, let limit):
            "too large to preview (\(byteCount / 1_048_576) MiB; previews read files up to \(limit / 1_048_576) MiB)"
        case .failed(let reason): reason
        }
    }
}
