/// How a ``PhotoSource`` pick ended.
public enum PhotoPickResult: Hashable, Sendable {
    /// The user picked a photo.
    case picked(PickedPhoto)
    /// The user closed the picker without picking.
    case cancelled
    /// The picker could not hand the photo over, with its reason.
    case failed(String)
}
