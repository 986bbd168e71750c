import Foundation
import NotesCore
import Testing

/// The kept draft: written atomically beside `notes.json`, read back, removed, and never a reason to
/// lose or touch anything else.
@Suite struct StoreDraftTests {
    private func loadedStore() throws -> (InMemoryFileSystem, NoteStore) {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        return (fileSystem, store)
    }

    @Test func aKeptDraftIsReadBackByTheNextLaunchAndRemovedWhenAsked() throws {
        let (fileSystem, store) = try loadedStore()
        #expect(try store.keptDraft() == nil)
        var draft = Note.groceries
        draft.content = ""
        try store.keepDraft(draft)
        var next = NoteStore.fixture(fileSystem)
        _ = try next.load()
        #expect(try next.keptDraft() == draft)
        try next.removeKeptDraft()
        #expect(try next.keptDraft() == nil)
        #expect(fileSystem.contents(of: store.draftFile) == nil)
        try next.removeKeptDraft()
    }

    @Test func aDraftKeptWhileAnotherWaitsIsKeptAfterItAndLeavesNoTemporaryFile() throws {
        let (fileSystem, store) = try loadedStore()
        try store.keepDraft(.groceries)
        try store.keepDraft(.plain)
        #expect(try store.keptDrafts() == [.groceries, .plain])
        #expect(try store.keptDraft() == .groceries)
        let names = try fileSystem.fileSystem.listDirectory(store.directory)
        #expect(names.filter { $0.contains(".tmp-") } == [])
    }

    @Test func aLaterVersionOfTheSameDraftTakesItsPlace() throws {
        let (_, store) = try loadedStore()
        try store.keepDraft(.groceries)
        try store.keepDraft(.plain)
        var later = Note.groceries
        later.content = "Later words"
        try store.keepDraft(later)
        #expect(try store.keptDrafts() == [.plain, later])
    }

    @Test func removingOneDraftKeepsTheOthersAndTheLastTakesTheFile() throws {
        let (fileSystem, store) = try loadedStore()
        try store.keepDraft(.groceries)
        try store.keepDraft(.plain)
        try store.removeKeptDraft(withID: Note.plain.id)
        #expect(try store.keptDrafts() == [.groceries])
        try store.removeKeptDraft(withID: Note.plain.id)
        #expect(try store.keptDrafts() == [.groceries])
        try store.removeKeptDraft()
        #expect(try store.keptDrafts() == [])
        #expect(fileSystem.contents(of: store.draftFile) == nil)
    }

    @Test func aDraftFileThatCannotBeReadIsNeverWrittenOver() throws {
        let (fileSystem, store) = try loadedStore()
        let damaged = Data("{\"notes\":[".utf8)
        fileSystem.setContents(damaged, of: store.draftFile)
        #expect(throws: StoreError.unreadableDraft(file: store.draftFile)) { try store.keepDraft(.plain) }
        #expect(throws: StoreError.unreadableDraft(file: store.draftFile)) {
            try store.removeKeptDraft(withID: Note.plain.id)
        }
        #expect(fileSystem.contents(of: store.draftFile) == damaged)
    }

    @Test func aDraftFromBeforeDeviceIDsMovesIntoTheDevicesFileWithTheNextOne() throws {
        let fileSystem = InMemoryFileSystem()
        var solitary = NoteStore.fixture(fileSystem)
        _ = try solitary.load()
        try solitary.keepDraft(.groceries)
        let device = StoreDeviceID(SequentialIDs.uuid(77))
        var store = NoteStore(
            directory: .storeFixture, fileSystem: fileSystem.fileSystem, clock: { .storeFixture },
            makeID: { UUID() }, device: device)
        _ = try store.load()
        #expect(try store.keptDrafts() == [.groceries])
        try store.keepDraft(.plain)
        #expect(try store.keptDrafts() == [.groceries, .plain])
        #expect(fileSystem.contents(of: solitary.draftFile) == nil)
        #expect(store.draftFile != solitary.draftFile)
    }

    @Test func anUnreadableDraftThrowsATypedErrorAndStays() throws {
        let (fileSystem, store) = try loadedStore()
        fileSystem.setContents(Data("{\"notes\":[".utf8), of: store.draftFile)
        #expect(throws: StoreError.unreadableDraft(file: store.draftFile)) { try store.keptDraft() }
        #expect(fileSystem.contents(of: store.draftFile) == Data("{\"notes\":[".utf8))
    }

    @Test func aReadOnlyOrUnloadedStoreKeepsNoDraft() throws {
        let fileSystem = InMemoryFileSystem()
        let unloaded = NoteStore.fixture(fileSystem)
        #expect(throws: StoreError.notLoaded) { try unloaded.keepDraft(.plain) }
        var readOnly = NoteStore(
            directory: .storeFixture, fileSystem: fileSystem.fileSystem, clock: { .storeFixture },
            makeID: { UUID() }, mode: .readOnly)
        _ = try readOnly.load()
        #expect(throws: StoreError.self) { try readOnly.keepDraft(.plain) }
        #expect(fileSystem.contents(of: readOnly.draftFile) == nil)
    }

    @Test func aDraftWriteOnAFullDiskFailsAndLeavesNoTemporaryFile() throws {
        let (fileSystem, store) = try loadedStore()
        fileSystem.limitCapacity(to: fileSystem.usedBytes + 10)
        #expect(throws: StoreError.self) { try store.keepDraft(.groceries) }
        let names = try fileSystem.fileSystem.listDirectory(store.directory)
        #expect(names.filter { $0.contains(".tmp-") || $0 == NoteStore.draftFileName } == [])
    }

    @Test func anInterruptedDraftWriteIsCleanedUpOnLoad() throws {
        let (fileSystem, store) = try loadedStore()
        let leftover = store.directory.appendingPathComponent(
            "draft.json.tmp-\(SequentialIDs.uuid(31).uuidString)")
        fileSystem.setContents(Data([1]), of: leftover)
        var next = NoteStore.fixture(fileSystem)
        _ = try next.load()
        #expect(fileSystem.contents(of: leftover) == nil)
    }
}
