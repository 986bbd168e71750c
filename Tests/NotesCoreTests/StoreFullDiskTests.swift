import Foundation
import NotesCore
import Testing

/// A full disk (writes fail with `ENOSPC`) and other failed saves: each removes its own temporary
/// file at once, the old `notes.json` stays, and once there is room the next save succeeds.
@Suite struct StoreFullDiskTests {
    /// A store holding `.twoNotes`, saved once.
    private func savedStore() throws -> (InMemoryFileSystem, NoteStore) {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        try store.save(.twoNotes)
        return (fileSystem, store)
    }

    /// The names in the store folder and its photos folder that are temporary files.
    private func temporaryFiles(_ fileSystem: InMemoryFileSystem, _ store: NoteStore) throws -> [String] {
        let names =
            try fileSystem.fileSystem.listDirectory(store.directory)
            + fileSystem.fileSystem.listDirectory(store.photosDirectory)
        return names.filter { $0.contains(".tmp-") }
    }

    private static let bigger = StoreContents(
        notes: StoreContents.twoNotes.notes
            + [Note.groceries, Note.plain].enumerated().map { index, note in
                var copy = note
                copy.id = Note.ID(SequentialIDs.uuid(950 + index))
                copy.content = String(repeating: "Long line of text. ", count: 40)
                return copy
            }, photos: StoreContents.twoNotes.photos)

    @Test func everyFailedSaveOnAFullDiskRemovesItsTemporaryFileAndFreeingSpaceLetsTheNextSucceed() throws {
        let (fileSystem, store) = try savedStore()
        let old = try #require(fileSystem.contents(of: store.notesFile))
        fileSystem.limitCapacity(to: fileSystem.usedBytes + 100)
        let usedBefore = fileSystem.usedBytes
        for _ in 0..<6 {
            #expect {
                try store.save(Self.bigger)
            } throws: { error in
                guard case .fileSystem(let failure) = error as? StoreError,
                    case .system(let code, _) = failure.reason
                else { return false }
                return code == ENOSPC && failure.operation == .write
            }
            #expect(try temporaryFiles(fileSystem, store) == [])
            #expect(fileSystem.usedBytes == usedBefore)
            #expect(fileSystem.contents(of: store.notesFile) == old)
        }
        fileSystem.limitCapacity(to: nil)
        try store.save(Self.bigger)
        #expect(try temporaryFiles(fileSystem, store) == [])
        var next = NoteStore.fixture(fileSystem)
        #expect(try next.load().storedContents == Self.bigger)
    }

    @Test(arguments: [FileSystemError.Operation.synchronize, .rename])
    func aSaveThatFailsAfterWritingRemovesItsTemporaryFile(operation: FileSystemError.Operation) throws {
        let (fileSystem, store) = try savedStore()
        let old = try #require(fileSystem.contents(of: store.notesFile))
        fileSystem.failNext(operation, pathSuffix: operation == .rename ? "notes.json" : "")
        #expect(throws: StoreError.self) { try store.save(Self.bigger) }
        #expect(try temporaryFiles(fileSystem, store) == [])
        #expect(fileSystem.contents(of: store.notesFile) == old)
    }

    @Test func aPhotoThatDoesNotFitLeavesNoTemporaryFile() throws {
        let (fileSystem, store) = try savedStore()
        fileSystem.limitCapacity(to: fileSystem.usedBytes + 10)
        #expect(throws: StoreError.self) { try store.addPhoto(Data(count: 64), fileExtension: "png") }
        #expect(try temporaryFiles(fileSystem, store) == [])
    }

    @Test func aFileAlreadyAtTheTemporaryNameIsNotRemoved() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore(
            directory: .storeFixture, fileSystem: fileSystem.fileSystem, clock: { .storeFixture },
            makeID: { SequentialIDs.uuid(77) })
        _ = try store.load()
        let taken = store.directory.appendingPathComponent(
            "notes.json.tmp-\(SequentialIDs.uuid(77).uuidString)")
        fileSystem.setContents(Data([7]), of: taken)
        #expect(throws: StoreError.self) { try store.save(.twoNotes) }
        #expect(fileSystem.contents(of: taken) == Data([7]))
    }
}
