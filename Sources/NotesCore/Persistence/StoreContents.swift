/// What a ``NoteStore`` reads and writes: the notes and the photo metadata, in order.
///
/// A plain value, deliberately independent of any in-memory index: the store keeps the order it is
/// given, so a save followed by a load returns the same arrays.
public struct StoreContents: Sendable {
    /// The notes, in the order they are written.
    public var notes: [Note] {
        didSet { origin = nil }
    }
    /// The photos' metadata, in the order they are written; the bytes live in `photos/`.
    public var photos: [Photo] {
        didSet { origin = nil }
    }
    /// The stamp a store gave these contents as it loaded them.
    ///
    /// A notebook built from them starts its change log from it; nil once either array is
    /// changed. Not part of the value.
    var origin: NotebookStamp?
    /// The history of the entries, as the store that loaded them knows it.
    ///
    /// See ``SyncClocks``. Not part of the value.
    var clocks = SyncClocks()

    /// Creates contents from notes and photos.
    public init(notes: [Note] = [], photos: [Photo] = []) {
        self.notes = notes
        self.photos = photos
    }
}
