import NotesCore

/// The screen a gallery asks to present on top of itself.
public enum GalleryDestination: Hashable, Sendable {
    /// The photo pager, opened at this photo; build it with
    /// ``PhotoPagerViewModel/init(for:in:environment:)``.
    case pager(Photo.ID)
}
