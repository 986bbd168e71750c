/// Where adding a photo stands.
public enum GalleryAddState: Hashable, Sendable {
    /// Nothing is being added.
    case idle
    /// The picker is open.
    case picking
    /// The last attempt failed; nothing was added.
    case failed(GalleryAddError)
}
