import NotesCore

/// What a front end draws in one slot of the pager.
public struct PhotoPagerPage: Hashable, Sendable {
    /// The reusable slot (0, 1 or 2) the page is drawn in; stays with a photo while it is in the
    /// window, so a front end can keep one image view per slot.
    public var slot: Int
    /// The photo's index among all photos.
    public var index: Int
    /// The photo.
    public var photo: Photo
    /// The photo's image.
    public var load: PhotoLoadState
    /// Whether this is the current page.
    public var isCurrent: Bool

    /// Creates a page.
    public init(slot: Int, index: Int, photo: Photo, load: PhotoLoadState, isCurrent: Bool) {
        self.slot = slot
        self.index = index
        self.photo = photo
        self.load = load
        self.isCurrent = isCurrent
    }
}
