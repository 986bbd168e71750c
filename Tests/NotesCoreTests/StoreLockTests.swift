import Foundation
import NotesCore
import Testing

/// The folder's advisory lock: one writer at a time; a second opener is told who holds it or
/// reads without writing.
@Suite struct StoreLockTests {
    /// A store over `fileSystem` as the process `processID` would open it.
    private func store(
        _ fileSystem: InMemoryFileSystem, processID: Int32, mode: StoreOpenMode = .readWrite
    ) -> NoteStore {
        let ids = SequentialIDs()
        return NoteStore(
            directory: .storeFixture, fileSystem: fileSystem.fileSystem(processID: processID),
            clock: { .storeFixture }, makeID: { ids() }, mode: mode)
    }

    @Test func secondOpenerIsToldWhichProcessHoldsTheStore() throws {
        let fileSystem = InMemoryFileSystem()
        var first = store(fileSystem, processID: 41)
        _ = try first.load()
        let before = fileSystem.contents(of: first.notesFile)
        var second = store(fileSystem, processID: 42)
        #expect(throws: StoreError.inUse(directory: .storeFixture, processID: 41)) { _ = try second.load() }
        #expect(
            "\(StoreError.inUse(directory: .storeFixture, processID: 41))".hasSuffix("in use by process 41"))
        #expect(fileSystem.contents(of: first.notesFile) == before)
        #expect(fileSystem.lockHolder(of: .storeFixture) == 41)
    }

    @Test func secondOpenerCanReadWithoutWriting() throws {
        let fileSystem = InMemoryFileSystem()
        var first = store(fileSystem, processID: 41)
        let contents = try first.load().contents
        let recordsBefore = fileSystem.records.count
        var second = store(fileSystem, processID: 42, mode: .readWriteOrReadOnly)
        let load = try second.load()
        #expect(load.access == .readOnly(.inUse(processID: 41)))
        #expect(load.storedContents == contents)
        #expect(throws: StoreError.readOnly(.inUse(processID: 41))) { try second.save(StoreContents()) }
        #expect(throws: StoreError.readOnly(.inUse(processID: 41))) {
            _ = try second.addPhoto(Data([1]), fileExtension: "png")
        }
        let writes = fileSystem.records.dropFirst(recordsBefore).filter {
            StoreFolderTests.changes.contains($0.operation)
        }
        #expect(writes.isEmpty)
        try first.save(StoreContents())
    }

    @Test func readOnlyOpenerOfADamagedStoreMakesNoCopy() throws {
        let fileSystem = InMemoryFileSystem()
        var store = store(fileSystem, processID: 42, mode: .readOnly)
        fileSystem.setContents(Data(#"{"notes":[{"col"#.utf8), of: store.notesFile)
        let load = try store.load()
        guard case .recovered(let problem) = load.origin else {
            Issue.record("expected a recovered load")
            return
        }
        #expect(problem.keptAside == store.notesFile)
        #expect(load.access == .readOnly(.requested))
        #expect(!fileSystem.records.contains { StoreFolderTests.changes.contains($0.operation) })
        #expect(fileSystem.lockHolder(of: .storeFixture) == nil)
    }

    @Test func readOnlyOpenerOfAMissingStoreCreatesNothing() throws {
        let fileSystem = InMemoryFileSystem()
        var store = store(fileSystem, processID: 42, mode: .readOnly)
        let load = try store.load()
        #expect(load.origin == .presets)
        #expect(load.contents == StoreContents())
        #expect(!fileSystem.records.contains { StoreFolderTests.changes.contains($0.operation) })
    }

    @Test func closingReleasesTheLockAndStopsWrites() throws {
        let fileSystem = InMemoryFileSystem()
        var first = store(fileSystem, processID: 41)
        _ = try first.load()
        first.close()
        #expect(throws: StoreError.notLoaded) { try first.save(StoreContents()) }
        var second = store(fileSystem, processID: 42)
        #expect(try second.load().access == .readWrite)
        #expect(fileSystem.lockHolder(of: .storeFixture) == 42)
    }

    @Test func theLockIsReleasedWhenTheLastCopyGoesAway() throws {
        let fileSystem = InMemoryFileSystem()
        do {
            var first = store(fileSystem, processID: 41)
            _ = try first.load()
            #expect(fileSystem.lockHolder(of: .storeFixture) == 41)
        }
        #expect(fileSystem.lockHolder(of: .storeFixture) == nil)
    }

    @Test func lockThatCannotBeTakenOpensReadOnlyWhenAskedAndThrowsOtherwise() throws {
        let fileSystem = InMemoryFileSystem()
        fileSystem.setContents(
            StoreContents.twoNotes.savedBytes, of: URL.storeFixture.appendingPathComponent("notes.json"))
        let failure = FileSystemError(operation: .lock, path: URL.storeFixture.path, reason: .injected)
        fileSystem.failNext(.lock)
        var strict = store(fileSystem, processID: 41)
        #expect(throws: StoreError.fileSystem(failure)) { _ = try strict.load() }
        fileSystem.failNext(.lock)
        var lenient = store(fileSystem, processID: 41, mode: .readWriteOrReadOnly)
        let load = try lenient.load()
        #expect(load.access == .readOnly(.lockUnavailable(failure)))
        #expect(load.storedContents == .twoNotes)
        #expect(throws: StoreError.readOnly(.lockUnavailable(failure))) { try lenient.save(.twoNotes) }
    }
}
