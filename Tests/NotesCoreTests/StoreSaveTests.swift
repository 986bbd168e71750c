import Foundation
import NotesCore
import Testing

/// A save never writes what the next load would refuse.
@Suite struct StoreSaveTests {
    @Test func colourChannelSetOutOfRangeIsClampedAndLoadsBack() throws {
        var note = Note.plain
        note.color.red = 1.5
        note.color.green = -2
        note.color.blue = .nan
        note.color.alpha = .infinity
        #expect(note.color == NoteColor(red: 1, green: 0, blue: 0, alpha: 1))
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        try store.save(StoreContents(notes: [note]))
        var relaunched = NoteStore.fixture(fileSystem)
        #expect(try relaunched.load().storedContents == StoreContents(notes: [note]))
    }

    @Test(arguments: ["../x.jpg", "a/b.jpg", "..", ".", "", "a\u{0}b.jpg"])
    func photoNamedOutsideThePhotosFolderIsRefusedAtSave(name: String) throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        let before = fileSystem.contents(of: store.notesFile)
        let photo = Photo(
            id: Photo.ID(SequentialIDs.uuid(700)), fileName: name, byteCount: 1, createdAt: .storeFixture)
        #expect {
            try store.save(StoreContents(notes: [.plain], photos: [photo]))
        } throws: { error in
            guard case .invalidPhoto(let id, _) = error as? StoreError else { return false }
            return id == photo.id
        }
        #expect(fileSystem.contents(of: store.notesFile) == before)
    }

    @Test func photoWithANegativeByteCountIsRefusedAtSave() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        let photo = Photo(
            id: Photo.ID(SequentialIDs.uuid(700)), fileName: "a.png", byteCount: -1, createdAt: .storeFixture)
        #expect(throws: StoreError.invalidPhoto(photo.id, reason: "negative byte count -1")) {
            try store.save(StoreContents(photos: [photo]))
        }
    }

    @Test func everyContentsThatSavesLoadsBackInFull() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        try store.save(.singleChangeFixture)
        var relaunched = NoteStore.fixture(fileSystem)
        #expect(try relaunched.load().storedContents == .singleChangeFixture)
    }
}
