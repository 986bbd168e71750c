/// Where adding a photo stands.
public enum GalleryAddState: Hashable, Sendable {
    /// Nothing is being added.
    case idle
    /// The picker is open.
    case picking
    /// The picked file named `name` is being copied into the store, off the main actor; the user
    /// can keep using the gallery, and cancel with ``GalleryViewModel/addCancelled()``.
    case adding(name: String)
    /// The last attempt failed; nothing was added.
    case failed(GalleryAddError)

    /// Whether the picker is open or a copy runs: Add does nothing then.
    public var isInProgress: Bool {
        switch self {
        case .picking, .adding: true
        case .idle, .failed: false
        }
    }
}
