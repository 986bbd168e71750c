import NotesCore

/// Why an image could not be loaded.
public enum ImageLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The photo's file is missing.
    case photoNotFound(Photo.ID)
    /// The file is there but is not an image that can be read.
    case unreadable(PhotoBytesError)
    /// Anything else the loader reports, such as a read error.
    case failed(String)

    /// A sentence for a log.
    public var description: String {
        switch self {
        case .photoNotFound(let id): "photo \(id) has no file"
        case .unreadable(let error): "unreadable image: \(error)"
        case .failed(let reason): reason
        }
    }
}
