import NotesCore

/// A page is identified by its photo, which stays the same while the window shifts around it (its
/// ``PhotoPagerPage/slot`` and ``PhotoPagerPage/index`` do not always), so a paging view keeps
/// the page the user is on.
extension PhotoPagerPage: Identifiable {
    /// The photo's id.
    public var id: Photo.ID { photo.id }
}
