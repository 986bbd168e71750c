extension StoreContents: Hashable {
    /// Equal when both hold the same notes and photos in the same order; where they came from is
    /// not compared.
    public static func == (lhs: StoreContents, rhs: StoreContents) -> Bool {
        lhs.notes == rhs.notes && lhs.photos == rhs.photos
    }

    /// Hashes the notes and the photos, as ``==(_:_:)`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(notes)
        hasher.combine(photos)
    }
}
