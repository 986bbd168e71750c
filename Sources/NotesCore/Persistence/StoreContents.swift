/// What a ``NoteStore`` reads and writes: the notes and the photo metadata, in order.
///
/// A plain value, deliberately independent of any in-memory index: the store keeps the order it is
/// given, so a save followed by a load returns the same arrays.
public struct StoreContents: Hashable, Sendable {
    /// The notes, in the order they are written.
    public var notes: [Note]
    /// The photos' metadata, in the order they are written; the bytes live in `photos/`.
    public var photos: [Photo]

    /// Creates contents from notes and photos.
    public init(notes: [Note] = [], photos: [Photo] = []) {
        self.notes = notes
        self.photos = photos
    }
}
