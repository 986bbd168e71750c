import Foundation
import NotesCore
import Testing

@Suite struct StoreCrashTests {
    /// A store holding `.twoNotes`, saved once, and the bytes of that save.
    private func savedStore() throws -> (InMemoryFileSystem, NoteStore, Data) {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        try store.save(.twoNotes)
        return (fileSystem, store, try #require(fileSystem.contents(of: store.notesFile)))
    }

    private func relaunch(_ fileSystem: InMemoryFileSystem) throws -> StoreLoad {
        var store = NoteStore.fixture(fileSystem)
        return try store.load()
    }

    @Test func crashBetweenTemporaryWriteAndRenameLeavesTheOldFile() throws {
        let (fileSystem, store, old) = try savedStore()
        fileSystem.failNext(.rename, pathSuffix: "notes.json")
        #expect(throws: StoreError.self) { try store.save(StoreContents(notes: [.plain])) }
        #expect(fileSystem.contents(of: store.notesFile) == old)
        #expect(try relaunch(fileSystem).storedContents == .twoNotes)
    }

    @Test func crashWhileWritingTheTemporaryFileLeavesTheOldFile() throws {
        for kept in [0, 1, 40, 120] {
            let (fileSystem, store, old) = try savedStore()
            fileSystem.failNext(.write, pathSuffix: "", keepingBytes: kept)
            #expect(throws: StoreError.self) { try store.save(StoreContents(notes: [.plain])) }
            #expect(fileSystem.contents(of: store.notesFile) == old)
            #expect(try relaunch(fileSystem).storedContents == .twoNotes)
        }
    }

    @Test func crashBeforeTheFlushLeavesTheOldFile() throws {
        let (fileSystem, store, old) = try savedStore()
        fileSystem.failNext(.synchronize, pathSuffix: "")
        #expect(throws: StoreError.self) { try store.save(StoreContents(notes: [.plain])) }
        #expect(fileSystem.contents(of: store.notesFile) == old)
    }

    @Test func crashAfterTheRenameLeavesTheNewFile() throws {
        let (fileSystem, store, _) = try savedStore()
        fileSystem.failNext(.synchronize, pathSuffix: "/notes")
        #expect(throws: StoreError.self) { try store.save(StoreContents(notes: [.plain])) }
        #expect(
            try relaunch(fileSystem).storedContents == StoreContents(notes: [.plain]))
    }

    @Test func saveWritesTemporaryFileFlushesThenRenames() throws {
        let (fileSystem, store, _) = try savedStore()
        let start = fileSystem.records.count
        try store.save(.twoNotes)
        let steps = fileSystem.records.dropFirst(start).map { "\($0.operation) \($0.path)" }
        let temporary = try #require(steps.dropFirst().first?.dropFirst("write ".count))
        #expect(temporary.hasPrefix("/stores/notes/notes.json.tmp-"))
        #expect(
            steps == [
                "inspect /stores/notes/notes.journal", "write \(temporary)", "synchronize \(temporary)",
                "rename /stores/notes/notes.json",
                "synchronize /stores/notes",
            ])
    }

    @Test func aFailedSaveRemovesItsOwnTemporaryFile() throws {
        let (fileSystem, store, _) = try savedStore()
        fileSystem.failNext(.rename, pathSuffix: "notes.json")
        _ = try? store.save(StoreContents(notes: [.plain]))
        let leftover = fileSystem.records.last { $0.operation == .write }.map {
            URL(fileURLWithPath: $0.path)
        }
        let temporary = try #require(leftover)
        #expect(fileSystem.contents(of: temporary) == nil)
    }

    /// A process that dies between writing its temporary file and renaming it leaves the file.
    @Test func leftoverTemporaryFilesAreRemovedOnLoad() throws {
        let (fileSystem, store, _) = try savedStore()
        let temporaries = ["notes.json", "notes.journal", "draft.json"].map {
            store.directory.appendingPathComponent("\($0).tmp-\(SequentialIDs.uuid(77).uuidString)")
        }
        for temporary in temporaries { fileSystem.setContents(Data("{".utf8), of: temporary) }
        _ = try relaunch(fileSystem)
        #expect(temporaries.allSatisfy { fileSystem.contents(of: $0) == nil })
    }

    @Test func crashWhileAddingAPhotoLeavesNoPartialPhotoFile() throws {
        let (fileSystem, store, _) = try savedStore()
        fileSystem.failNext(.rename, pathSuffix: ".png")
        #expect(throws: StoreError.self) { try store.addPhoto(Data([1, 2, 3]), fileExtension: "png") }
        _ = try relaunch(fileSystem)
        let names = try fileSystem.fileSystem.listDirectory(store.photosDirectory)
        #expect(names.count == 11)
        #expect(names.allSatisfy { !$0.contains(".tmp-") })
    }
}
