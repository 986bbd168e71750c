import Foundation
import NotesCore

extension StoreContents {
    /// Four notes (escapes, Cyrillic, no self-destruct date) and three photos.
    static let recoveryFixture = StoreContents(
        notes: [
            .groceries, .plain,
            Note(
                id: Note.ID(SequentialIDs.uuid(902)), title: "Ёлка", content: "Дорога\n\tкнига \\ 😀",
                color: NoteColor(red: 0.2, green: 0.4, blue: 0.6), importance: .unimportant,
                createdAt: Date(timeIntervalSince1970: 1_700_000_100.25)),
            Note(
                id: Note.ID(SequentialIDs.uuid(903)), title: "", content: "Only content",
                createdAt: Date(timeIntervalSince1970: 1_700_000_200)),
        ],
        photos: (1...3).map { number in
            Photo(
                id: Photo.ID(SequentialIDs.uuid(800 + number)),
                fileName: "00000000-0000-0000-0000-00000000080\(number).png", byteCount: number * 10,
                createdAt: Date(timeIntervalSince1970: 1_700_000_000), isPreset: number == 1)
        })

    /// ``recoveryFixture`` as saved.
    static let recoveryBytes = recoveryFixture.savedBytes
    /// Where each entry of ``recoveryFixture`` lies in ``recoveryBytes``.
    static let recoveryRanges = recoveryFixture.entryRanges

    /// The bytes a store writes for these contents.
    var savedBytes: Data {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try! store.load()
        try! store.save(self)
        return fileSystem.contents(of: store.notesFile)!
    }

    /// The byte range of each note and photo of these contents in ``savedBytes``, found by saving
    /// ever longer prefixes (the writer puts entries in order, so a prefix's bytes are a prefix).
    var entryRanges: (notes: [Range<Int>], photos: [Range<Int>]) {
        func ranges(opening: Int, closing: Int, count: Int, saved: (Int) -> Data) -> [Range<Int>] {
            var start = opening
            return (1..<count + 1).map { length in
                let end = saved(length).count - closing
                defer { start = end + 1 }
                return start..<end
            }
        }
        let notes = ranges(
            opening: #"{"notes":["#.utf8.count, closing: #"],"photos":[],"version":1}"#.utf8.count,
            count: self.notes.count
        ) { StoreContents(notes: Array(self.notes.prefix($0))).savedBytes }
        let photosStart = (notes.last?.upperBound ?? #"{"notes":["#.utf8.count) + #"],"photos":["#.utf8.count
        let photos = ranges(
            opening: photosStart, closing: #"],"version":1}"#.utf8.count, count: self.photos.count
        ) { StoreContents(notes: self.notes, photos: Array(self.photos.prefix($0))).savedBytes }
        return (notes, photos)
    }

    /// The entries of these contents that are complete in the first `length` bytes of
    /// ``savedBytes``: what recovery must return for a file cut there.
    func completeEntries(before length: Int, ranges: (notes: [Range<Int>], photos: [Range<Int>]))
        -> StoreContents
    {
        return StoreContents(
            notes: zip(notes, ranges.notes).filter { $0.1.upperBound <= length }.map(\.0),
            photos: zip(photos, ranges.photos).filter { $0.1.upperBound <= length }.map(\.0))
    }
}
