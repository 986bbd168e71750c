import Foundation
import NotesCore
import Testing

@Suite struct ImportSeedNotesTests {
    /// A file as the original app wrote it: text notes first, then photo notes.
    static let seedFile = #"""
        [
          {"uid": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "title": "Заголовок заметки",
           "content": "Текст", "color": "#FF0000FF", "importance": "important",
           "selfDestructDate": 1563000000.5},
          {"uid": "short-note", "title": "Короткая заметка", "content": "Не забыть выключить утюг"},
          {"uid": "odd", "title": "Odd", "content": "", "color": "teal", "importance": "urgent"},
          {"uid": "0c2b8a6e-1d0e-4bd8-9a43-3c0f3c0c8f11", "name": "Sunrise.png", "default": true},
          {"uid": "picked", "name": "IMG_0001.jpg"},
          {"title": "no uid", "content": "x"},
          42
        ]
        """#

    static let importedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func importsNotesWithTheSeedsDefaults() throws {
        let result = try SeedImporter.importNotes(from: Data(Self.seedFile.utf8), importedAt: Self.importedAt)
        let first = Note(
            id: Note.ID(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!),
            title: "Заголовок заметки",
            content: "Текст", color: NoteColor(red: 1, green: 0, blue: 0), importance: .important,
            selfDestructDate: Date(timeIntervalSince1970: 1_563_000_000.5), createdAt: Self.importedAt)
        let second = Note(
            id: Note.ID(SeedIdentifier.uuid(for: "short-note")), title: "Короткая заметка",
            content: "Не забыть выключить утюг", createdAt: Self.importedAt)
        let third = Note(
            id: Note.ID(SeedIdentifier.uuid(for: "odd")), title: "Odd", createdAt: Self.importedAt)
        #expect(result.notes == [first, second, third])
    }

    @Test func importsPhotoNotesAsReferences() throws {
        let result = try SeedImporter.importNotes(from: Data(Self.seedFile.utf8), importedAt: Self.importedAt)
        #expect(
            result.photoReferences == [
                SeedImport.PhotoReference(
                    id: Photo.ID(UUID(uuidString: "0C2B8A6E-1D0E-4BD8-9A43-3C0F3C0C8F11")!),
                    name: "Sunrise.png",
                    isDefault: true),
                SeedImport.PhotoReference(
                    id: Photo.ID(SeedIdentifier.uuid(for: "picked")), name: "IMG_0001.jpg", isDefault: false),
            ])
    }

    @Test func reportsElementsThatAreNeitherNotesNorPhotos() throws {
        let result = try SeedImporter.importNotes(from: Data(Self.seedFile.utf8), importedAt: Self.importedAt)
        #expect(result.droppedEntries.map(\.index) == [5, 6])
        #expect(result.droppedEntries.allSatisfy { $0.rawID == nil })
    }

    @Test func aRepeatedUIDReplacesTheEarlierNoteInPlace() throws {
        let text = #"""
            [{"uid": "a", "title": "One", "content": "1"}, {"uid": "b", "title": "Two", "content": "2"},
             {"uid": "a", "title": "One again", "content": "1'"}]
            """#
        let result = try SeedImporter.importNotes(from: Data(text.utf8), importedAt: Self.importedAt)
        #expect(result.notes.map(\.title) == ["One again", "Two"])
    }

    @Test func nonUUIDIdentifiersMapToStableVersion8UUIDs() {
        let mapped = SeedIdentifier.uuid(for: "short-note")
        #expect(mapped == SeedIdentifier.uuid(for: "short-note"))
        #expect(mapped != SeedIdentifier.uuid(for: "short-note "))
        #expect(mapped.uuidString == "\(mapped)".uppercased())
        let text = mapped.uuidString
        #expect(text[text.index(text.startIndex, offsetBy: 14)] == "8")
        #expect("89AB".contains(text[text.index(text.startIndex, offsetBy: 19)]))
        #expect(
            SeedIdentifier.uuid(for: "6f9619ff-8b86-d011-b42d-00c04fc964ff").uuidString
                == "6F9619FF-8B86-D011-B42D-00C04FC964FF")
    }

    @Test func filesThatAreNotAnArrayOfNotesAreTypedErrors() {
        #expect(throws: SeedImportError.notAnArray) {
            try SeedImporter.importNotes(from: Data(#"{"uid": "a"}"#.utf8), importedAt: Self.importedAt)
        }
        #expect {
            try SeedImporter.importNotes(from: Data("[{\"uid\"".utf8), importedAt: Self.importedAt)
        } throws: { error in
            if case .notJSON = error as? SeedImportError { true } else { false }
        }
    }

    @Test func importedNotesCanBeSavedIntoAStore() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        var contents = try store.load().contents
        let result = try SeedImporter.importNotes(from: Data(Self.seedFile.utf8), importedAt: Self.importedAt)
        contents.notes += result.notes
        try store.save(contents)
        var relaunched = NoteStore.fixture(fileSystem)
        #expect(try relaunched.load().contents.notes.suffix(3) == result.notes[...])
    }
}
