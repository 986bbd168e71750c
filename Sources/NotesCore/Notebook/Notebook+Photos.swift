/// Photos: lookup by id, insertion order, upsert and removal.
extension Notebook {
    /// The photos in the order they were first added.
    ///
    /// - Complexity: O(m) for m photos.
    public var photos: [Photo] { photoOrder.map { photosByID[$0]! } }

    /// The number of photos.
    public var photoCount: Int { photoOrder.count }

    /// The photo with `id`, or `nil` when the notebook holds none.
    public func photo(withID id: Photo.ID) -> Photo? {
        photosByID[id]
    }

    /// Adds `photo` at the end, or replaces the photo with the same id in its place.
    ///
    /// Returns the photo that was replaced, if any.
    @discardableResult
    public mutating func addPhoto(_ photo: Photo) -> Photo? {
        let previous = photosByID.updateValue(photo, forKey: photo.id)
        if previous == nil { photoOrder.append(photo.id) }
        return previous
    }

    /// Removes the photo with `id` and returns it, or returns `nil` when there is none.
    ///
    /// - Complexity: O(m) for m photos (galleries are small; the order is a plain array).
    @discardableResult
    public mutating func removePhoto(withID id: Photo.ID) -> Photo? {
        guard let removed = photosByID.removeValue(forKey: id) else { return nil }
        if let index = photoOrder.firstIndex(of: id) { photoOrder.remove(at: index) }
        return removed
    }
}
