import Foundation
import NotesCore
import Testing

/// Saves that write what changed: every sequence of edits reads back exactly, through any number
/// of launches, against a plain model of the contents.
@Suite struct StoreJournalTests {
    private func relaunch(_ fileSystem: InMemoryFileSystem) throws -> (NoteStore, StoreLoad) {
        var store = NoteStore.fixture(fileSystem, journal: true)
        let load = try store.load()
        return (store, load)
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomEditsReadBackExactlyAfterEverySave(seed: UInt64) throws {
        var failures: [String] = []
        for round in 0..<75 {
            let fileSystem = InMemoryFileSystem()
            var editor = StoreContentsEditor(seed: seed &* 1_000 &+ UInt64(round))
            var (store, load) = try relaunch(fileSystem)
            var model = load.contents
            for step in 0..<12 {
                for _ in 0...Int.random(in: 0...2, using: &editor.generator) { editor.edit(&model) }
                try store.save(model)
                if Bool.random(using: &editor.generator) {
                    store.close()
                    (store, load) = try relaunch(fileSystem)
                    if load.storedContents != model {
                        failures.append("round \(round) step \(step): relaunch")
                    }
                } else if Int.random(in: 0..<6, using: &editor.generator) == 0 {
                    try store.compact()
                }
            }
            store.close()
            if try relaunch(fileSystem).1.storedContents != model { failures.append("round \(round): end") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test func oneEditedNoteAppendsItsOwnSizeAndLeavesNotesJSONAlone() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem, journal: true)
        _ = try store.load()
        var contents = StoreContentsEditor.small(notes: 2_000)
        try store.save(contents)
        let snapshot = fileSystem.contents(of: store.notesFile)
        let before = fileSystem.contents(of: store.journalFile)?.count ?? 0
        var note = contents.notes.remove(at: 1_234)
        note.title = "Edited"
        contents.notes.insert(note, at: 0)
        let start = fileSystem.records.count
        try store.save(contents)
        let steps = fileSystem.records.dropFirst(start).map { "\($0.operation) \($0.path)" }
        #expect(steps == ["append /stores/notes/notes.journal", "synchronize /stores/notes/notes.journal"])
        let written = (fileSystem.contents(of: store.journalFile)?.count ?? 0) - before
        #expect(written < 512)
        #expect(fileSystem.contents(of: store.notesFile) == snapshot)
        store.close()
        #expect(try relaunch(fileSystem).1.storedContents == contents)
    }

    @Test func savingUnchangedContentsWritesNothing() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem, journal: true)
        let load = try store.load()
        let start = fileSystem.records.count
        try store.save(load.contents)
        #expect(fileSystem.records.count == start)
    }

    @Test func contentsThatRepeatAnIDAreWrittenWholeAndReadBack() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem, journal: true)
        _ = try store.load()
        var contents = StoreContentsEditor.small(notes: 3)
        contents.notes.append(contents.notes[0])
        try store.save(contents)
        store.close()
        #expect(try relaunch(fileSystem).1.storedContents == contents)
    }

    @Test func compactingWritesNotesJSONWholeAndEmptiesTheJournal() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem, journal: true)
        _ = try store.load()
        let contents = StoreContentsEditor.small(notes: 4)
        try store.save(contents)
        #expect(fileSystem.contents(of: store.journalFile)?.count ?? 0 > JournalHistory.headerLength)
        try store.compact()
        // The new journal holds its header and a marker naming the new notes.json: no change.
        let journal = try #require(fileSystem.contents(of: store.journalFile))
        #expect(journal.starts(with: Data("NotesKit journal 2\n".utf8)))
        #expect(journal.count == JournalHistory.headerLength + 37)
        fileSystem.setContents(nil, of: store.journalFile)
        store.close()
        #expect(try relaunch(fileSystem).1.storedContents == contents)
    }

    @Test func theFirstPageComesBeforeTheRestWithTheJournalApplied() throws {
        let history = try JournalHistory(seed: 7, notes: 40, steps: 6)
        let fileSystem = history.folder(journal: history.journal)
        var store = NoteStore.fixture(fileSystem, journal: true)
        let firstPage = Locked<[Note]?>(nil)
        let load = try store.load(firstPage: 10) { notes in firstPage.withLock { $0 = notes } }
        let model = try #require(history.models.last)
        #expect(load.storedContents == model)
        let page = try #require(firstPage.withLock { $0 })
        #expect(page == Array(model.notes.prefix(10)))
    }

    @Test func aNewerJournalIsRefusedAndNothingIsTouched() throws {
        let history = try JournalHistory(seed: 8, notes: 3, steps: 2)
        let newer = Data("NotesKit journal 3\n".utf8) + history.journal.dropFirst(JournalHistory.headerLength)
        let fileSystem = history.folder(journal: newer)
        var store = NoteStore.fixture(fileSystem, journal: true)
        let journalFile = store.journalFile
        #expect(throws: StoreError.newerVersion(file: journalFile, found: 3, supported: 2)) {
            try store.load()
        }
        #expect(throws: StoreError.self) { try store.save(StoreContents()) }
        #expect(fileSystem.contents(of: journalFile) == newer)
        #expect(!fileSystem.records.contains { $0.operation == .write || $0.operation == .append })
    }

    @Test func aDamagedJournalIsKeptAsideAndSavedOverOnlyOnceAcknowledged() throws {
        let history = try JournalHistory(seed: 9, notes: 5, steps: 4)
        var damaged = history.journal
        let offset = history.ends[1] + 12
        damaged[offset] ^= 0xFF
        let fileSystem = history.folder(journal: damaged)
        var store = NoteStore.fixture(fileSystem, journal: true)
        let load = try store.load()
        guard case .recovered(let problem) = load.origin else {
            Issue.record("expected a recovered load, got \(load.origin)")
            return
        }
        #expect(problem.file == store.journalFile)
        #expect(problem.droppedEntries.count == 1)
        #expect(fileSystem.contents(of: problem.keptAside) == damaged)
        #expect(throws: StoreError.unreadableStoreNotAcknowledged(problem)) { try store.save(load.contents) }
        try store.acknowledge(problem)
        try store.save(load.contents)
        #expect(fileSystem.contents(of: problem.keptAside) == damaged)
        store.close()
        #expect(try relaunch(fileSystem).1.storedContents == load.contents)
    }
}
