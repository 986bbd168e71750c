import Foundation
import NotesCore
import Testing

@Suite struct StoreTests {
    @Test func firstLaunchCreatesFivePresetNotesAndElevenPNGPhotos() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        let load = try store.load()
        #expect(load.origin == .presets)
        #expect(load.contents.notes.map(\.title) == StorePresets.notes.map(\.title))
        #expect(Set(load.contents.notes.map(\.color)).count == 5)
        #expect(Set(load.contents.notes.map(\.content.count)).count == 5)
        let dates = load.contents.notes.map(\.updatedAt)
        #expect(dates == dates.sorted(by: >) && Set(dates).count == 5)
        #expect(dates.first == .storeFixture)
        #expect(load.contents.photos.count == 11)
        #expect(load.contents.photos.allSatisfy { $0.isPreset })
        for photo in load.contents.photos {
            let bytes = try store.photoData(for: photo)
            #expect(bytes.count == photo.byteCount)
            #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(photo.fileName == "\(photo.id).png")
        }
        var relaunched = NoteStore.fixture(fileSystem)
        let reloaded = try relaunched.load()
        #expect(reloaded == StoreLoad(contents: load.contents, origin: .stored))
    }

    @Test func saveThenLoadReturnsEqualContents() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        try store.save(.twoNotes)
        var relaunched = NoteStore.fixture(fileSystem)
        let reloaded = try relaunched.load()
        #expect(reloaded.storedContents == .twoNotes)
        #expect(reloaded.orphanPhotoFiles.count == 11, "the preset photos no saved photo refers to")
    }

    @Test func notesFileHasTheDocumentedDeterministicSchema() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        let photo = Photo(
            id: Photo.ID(SequentialIDs.uuid(77)), fileName: "00000000-0000-0000-0000-000000000077.jpg",
            byteCount: 3, createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        try store.save(StoreContents(notes: [.groceries, .plain], photos: [photo]))
        let text = String(decoding: try #require(fileSystem.contents(of: store.notesFile)), as: UTF8.self)
        let expected = """
            {"notes":[{"color":[1,0.5,0.25,0.75],"content":"Milk\\n\\"Bread\\" / ёлка",\
            "createdAt":1700000000,"id":"00000000-0000-0000-0000-000000000900","importance":"important",\
            "selfDestructDate":1800000000.5,"title":"Groceries","updatedAt":1700000060},\
            {"color":[1,1,1,1],"content":"Body","createdAt":1700000000,\
            "id":"00000000-0000-0000-0000-000000000901","importance":"normal","title":"Plain",\
            "updatedAt":1700000000}],"photos":[{"byteCount":3,"createdAt":1700000000,\
            "fileName":"00000000-0000-0000-0000-000000000077.jpg",\
            "id":"00000000-0000-0000-0000-000000000077","isPreset":false}],"version":1}
            """
        #expect(text == expected)
        try store.save(StoreContents(notes: [.groceries, .plain], photos: [photo]))
        #expect(
            String(decoding: try #require(fileSystem.contents(of: store.notesFile)), as: UTF8.self)
                == expected)
    }

    @Test func savingBeforeLoadingIsRefused() {
        let fileSystem = InMemoryFileSystem()
        let store = NoteStore.fixture(fileSystem)
        #expect(throws: StoreError.notLoaded) { try store.save(.twoNotes) }
        #expect(throws: StoreError.notLoaded) { try store.addPhoto(Data([1]), fileExtension: "png") }
        #expect(fileSystem.records.isEmpty)
    }

    @Test func addingAPhotoCopiesItsBytesIntoThePhotosFolder() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        let bytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
        let photo = try store.addPhoto(bytes, fileExtension: "JPG")
        #expect(photo.fileName == "\(photo.id).jpg")
        #expect(photo.byteCount == 7)
        #expect(photo.createdAt == .storeFixture)
        #expect(!photo.isPreset)
        #expect(
            fileSystem.contents(of: URL.storeFixture.appendingPathComponent("photos/\(photo.fileName)"))
                == bytes)
        #expect(try store.photoData(for: photo) == bytes)
    }

    @Test func photoExtensionsThatAreNotPlainWordsAreRejected() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        for bad in ["", "../x", "p/ng", "averyverylongext", "pn g"] {
            #expect(throws: StoreError.invalidPhotoExtension(bad)) {
                try store.addPhoto(Data([1]), fileExtension: bad)
            }
        }
    }

    @Test func savingDoesNotRewriteUnchangedPhotoFiles() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        var contents = try store.load().contents
        contents.photos.append(try store.addPhoto(Data([1, 2, 3]), fileExtension: "png"))
        let photoWrites = {
            fileSystem.records.filter { $0.operation == .write && $0.path.contains("/photos/") }.count
        }
        let before = photoWrites()
        #expect(before == 12)
        try store.save(contents)
        contents.notes[0].title = "Edited"
        try store.save(contents)
        #expect(photoWrites() == before)
    }

    @Test func missingPhotoFileIsATypedError() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        let ghost = Photo(
            id: Photo.ID(SequentialIDs.uuid(5)), fileName: "gone.png", byteCount: 1, createdAt: .storeFixture)
        #expect(throws: StoreError.photoNotFound(ghost.id)) { try store.photoData(for: ghost) }
    }

    @Test func storeDirectoryIsOwnerOnlyAndFilesAreOwnerReadWrite() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        let load = try store.load()
        #expect(fileSystem.permissions(of: store.directory) == 0o700)
        #expect(fileSystem.permissions(of: store.photosDirectory) == 0o700)
        #expect(fileSystem.permissions(of: store.notesFile) == 0o600)
        #expect(fileSystem.permissions(of: store.photoFile(for: load.contents.photos[0])) == 0o600)
    }

    @Test func unencodableDatesAreATypedErrorAndWriteNothing() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        let before = fileSystem.contents(of: store.notesFile)
        var note = Note.plain
        note.selfDestructDate = Date(timeIntervalSince1970: .infinity)
        #expect {
            try store.save(StoreContents(notes: [note]))
        } throws: { error in
            if case .unencodable = error as? StoreError { true } else { false }
        }
        #expect(fileSystem.contents(of: store.notesFile) == before)
    }
}
