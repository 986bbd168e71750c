import NotesCore

/// One of the pager's reusable slots: the photo it shows and that photo's image.
public struct PhotoPagerSlot: Hashable, Sendable {
    /// The photo the slot shows.
    public var photoID: Photo.ID
    /// The slot's image.
    public var load: PhotoLoadState
    /// The load the slot waits for, matched against each result; 0 when it waits for none.
    var ticket: Int
    /// Whether the load the slot waits for replaces one that delivered another photo's image; a
    /// second such image fails the slot instead of loading forever.
    var isLoadingAfterWrongImage = false
}
