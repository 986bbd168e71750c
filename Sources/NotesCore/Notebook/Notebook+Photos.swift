/// Photos: lookup by id and by position, insertion order, upsert and removal.
extension Notebook {
    /// The photos in the order they were first added.
    ///
    /// Builds a whole array: a gallery should use ``photoCount`` and ``photo(at:)`` instead.
    ///
    /// - Complexity: O(m) for m photos.
    public var photos: [Photo] { photoOrder.map { photosByID[$0]! } }

    /// The number of photos.
    public var photoCount: Int { photoOrder.count }

    /// The photo with `id`, or `nil` when the notebook holds none.
    public func photo(withID id: Photo.ID) -> Photo? {
        photosByID[id]
    }

    /// The photo at `index` in the order the photos were first added.
    ///
    /// `index` must be in `0..<photoCount`; anything else traps.
    public func photo(at index: Int) -> Photo {
        photosByID[photoOrder[index]]!
    }

    /// The id of the photo at `index` in the order the photos were first added.
    ///
    /// `index` must be in `0..<photoCount`; anything else traps.
    public func photoID(at index: Int) -> Photo.ID {
        photoOrder[index]
    }

    /// The position of the photo with `id` in the order the photos were first added, or `nil`.
    ///
    /// - Complexity: O(log m) for m photos.
    public func index(ofPhotoWithID id: Photo.ID) -> Int? {
        photoOrder.position(of: id)
    }

    /// Adds `photo` at the end, or replaces the photo with the same id in its place.
    ///
    /// Returns the photo that was replaced, if any.
    ///
    /// - Complexity: amortized O(1).
    @discardableResult
    public mutating func addPhoto(_ photo: Photo) -> Photo? {
        let previous = photosByID.updateValue(photo, forKey: photo.id)
        if previous == nil { photoOrder.append(photo.id) }
        changeLog.record(.photo(photo.id))
        return previous
    }

    /// Removes the photo with `id` and returns it, or returns `nil` when there is none.
    ///
    /// The photos after it move up by one position.
    ///
    /// - Complexity: O(√m) for m photos (see ``photoCount``): the order is a tiered vector.
    @discardableResult
    public mutating func removePhoto(withID id: Photo.ID) -> Photo? {
        guard let removed = photosByID.removeValue(forKey: id) else { return nil }
        photoOrder.remove(id)
        changeLog.record(.photo(id))
        return removed
    }
}

/// Putting a removed photo back where it was.
extension Notebook {
    /// Inserts `photo` at `index` (clamped to `0...photoCount`), as when a deletion is undone; a
    /// photo with the same id already held is replaced in its place instead.
    ///
    /// - Complexity: O(m) for m photos: the order is laid out again; amortized O(1) at the end.
    public mutating func insertPhoto(_ photo: Photo, at index: Int) {
        guard photosByID[photo.id] == nil, index < photoCount else {
            addPhoto(photo)
            return
        }
        var ids = photoOrder.map { $0 }
        ids.insert(photo.id, at: max(index, 0))
        photosByID[photo.id] = photo
        photoOrder = PhotoOrder()
        for id in ids { photoOrder.append(id) }
        changeLog.record(.photo(photo.id))
    }
}
