import NotesCore

extension GalleryViewModel {
    /// The user tapped the cell of the photo with `id`: the pager opens at it, as
    /// ``cellTapped(at:)`` does at its index.
    ///
    /// For a cell view that knows its photo rather than its place: its action stays right when
    /// photos before it come and go, so the view need not be drawn again for a new index. A photo
    /// no longer in the library is ignored.
    ///
    /// - Complexity: O(1) with the notebook's photo index.
    public func photoTapped(_ id: Photo.ID) {
        guard let index = library.notebook.index(ofPhotoWithID: id) else { return }
        cellTapped(at: index)
    }
}
