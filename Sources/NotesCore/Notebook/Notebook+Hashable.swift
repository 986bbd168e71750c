extension Notebook: Hashable {
    /// Equal when both hold the same notes and the same photos in the same order, however each
    /// came about: the change log is not compared.
    ///
    /// - Complexity: O(*n* + *m*) for *n* notes and *m* photos.
    public static func == (lhs: Notebook, rhs: Notebook) -> Bool {
        lhs.notesByID == rhs.notesByID && lhs.photosByID == rhs.photosByID && lhs.photoOrder == rhs.photoOrder
    }

    /// Hashes the notes and the photos in order, as ``==(_:_:)`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(notesByID)
        hasher.combine(photosByID)
        hasher.combine(photoOrder)
    }
}
