import Foundation
import Testing

@testable import NotesCore

/// The five ways an earlier journal lost or misreported a save, each as the shortest sequence
/// that showed it.
@Suite struct StoreJournalLossTests {
    private func relaunch(_ fileSystem: InMemoryFileSystem) throws -> (NoteStore, StoreLoad) {
        var store = NoteStore.fixture(fileSystem, journal: true)
        let load = try store.load()
        return (store, load)
    }

    /// A folder whose `notes.json` holds `contents`, written whole, and no journal.
    private func folder(holding contents: StoreContents) throws -> InMemoryFileSystem {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        try store.save(contents)
        store.close()
        fileSystem.setContents(nil, of: store.journalFile)
        return fileSystem
    }

    private func edited(_ contents: StoreContents, note index: Int, title: String) -> StoreContents {
        var contents = contents
        contents.notes[index].title = title
        return contents
    }

    @Test(arguments: [Data(), Data("NotesKit journal 2\n".utf8), Data("NotesKit jo".utf8)])
    func anEmptyOrShortJournalLosesNoChangeOfTheNextSave(journal: Data) throws {
        let contents = StoreContentsEditor.small(notes: 2)
        let fileSystem = try folder(holding: contents)
        fileSystem.setContents(journal, of: NoteStore.fixture(fileSystem).journalFile)
        var (store, load) = try relaunch(fileSystem)
        #expect(load.storedContents == contents)
        let next = edited(contents, note: 0, title: "Edited")
        try store.save(next)
        store.close()
        #expect(try relaunch(fileSystem).1.storedContents == next)
    }

    @Test func damageAcrossACommitIsReportedAndKeptAside() throws {
        let contents = StoreContentsEditor.small(notes: 2)
        let fileSystem = try folder(holding: contents)
        var (store, _) = try relaunch(fileSystem)
        let first = edited(contents, note: 0, title: "A edited")
        try store.save(first)
        let journalFile = store.journalFile
        let firstEnd = try #require(fileSystem.contents(of: journalFile)).count
        let second = edited(first, note: 1, title: "B edited")
        try store.save(second)
        store.close()
        // The tail of the first save's record and its whole commit.
        var bytes = try #require(fileSystem.contents(of: journalFile))
        bytes.replaceSubrange((firstEnd - 40)..<firstEnd, with: Data(count: 40))
        fileSystem.setContents(bytes, of: journalFile)
        let load = try relaunch(fileSystem).1
        guard case .recovered(let problem) = load.origin else {
            Issue.record("expected a recovered load, got \(load.origin)")
            return
        }
        #expect(problem.droppedEntries.map(\.rawID) == [contents.notes[0].id.rawValue.uuidString])
        #expect(load.contents == edited(contents, note: 1, title: "B edited"))
        #expect(fileSystem.contents(of: problem.keptAside) == bytes)
    }

    @Test func twoRecordsLostInOneSaveAreReportedOnceEach() throws {
        let contents = StoreContentsEditor.small(notes: 3)
        let fileSystem = try folder(holding: contents)
        var (store, _) = try relaunch(fileSystem)
        let start = StoreJournal.header.count
        let both = edited(edited(contents, note: 0, title: "A edited"), note: 2, title: "C edited")
        try store.save(both)
        try store.save(edited(both, note: 1, title: "B edited"))
        store.close()
        let journalFile = store.journalFile
        var bytes = try #require(fileSystem.contents(of: journalFile))
        // Both records of the first save, from the first one's payload on, and its commit.
        let recordsEnd = try #require(Self.recordStarts(bytes).dropFirst(2).first)
        bytes.replaceSubrange((start + 30)..<recordsEnd + 10, with: Data(count: recordsEnd + 10 - start - 30))
        fileSystem.setContents(bytes, of: journalFile)
        let load = try relaunch(fileSystem).1
        guard case .recovered(let problem) = load.origin else {
            Issue.record("expected a recovered load, got \(load.origin)")
            return
        }
        #expect(problem.droppedEntries.count == 2)
        let named = problem.droppedEntries.compactMap(\.rawID)
        #expect(Set(named).count == named.count)
    }

    @Test func aFailedFolderFlushAfterACompactionsRenameLeavesTheNextSaveRight() throws {
        let contents = StoreContentsEditor.small(notes: 3)
        let fileSystem = try folder(holding: contents)
        var (store, _) = try relaunch(fileSystem)
        var deleted = contents
        deleted.notes.remove(at: 2)
        deleted.notes[0].title = "Edited"
        try store.save(deleted)
        fileSystem.failNext(.synchronize, pathSuffix: "/stores/notes")
        #expect(throws: StoreError.self) { try store.compact() }
        // The user undoes both: the note is back and the edit reverted.
        try store.save(contents)
        store.close()
        #expect(try relaunch(fileSystem).1.storedContents == contents)
    }

    @Test func anEntryOfNotesJSONThatTheJournalReplacesOrRemovesIsNotReportedLost() throws {
        let contents = StoreContentsEditor.small(notes: 3)
        let fileSystem = try folder(holding: contents)
        var (store, _) = try relaunch(fileSystem)
        var next = edited(contents, note: 1, title: "B edited")
        next.notes.remove(at: 2)
        try store.save(next)
        store.close()
        var snapshot = String(decoding: try #require(fileSystem.contents(of: store.notesFile)), as: UTF8.self)
        for title in ["\"Note 1\"", "\"Note 2\""] {
            snapshot = snapshot.replacingOccurrences(of: title, with: "17")
        }
        fileSystem.setContents(Data(snapshot.utf8), of: store.notesFile)
        let load = try relaunch(fileSystem).1
        #expect(load.contents == next)
        #expect(load.origin == .stored)
    }

    @Test func aNotesJSONEntryNoSaveReplacedIsStillReportedLost() throws {
        let contents = StoreContentsEditor.small(notes: 3)
        let fileSystem = try folder(holding: contents)
        var (store, _) = try relaunch(fileSystem)
        try store.save(edited(contents, note: 1, title: "B edited"))
        store.close()
        let snapshot = String(decoding: try #require(fileSystem.contents(of: store.notesFile)), as: UTF8.self)
        let damaged = snapshot.replacingOccurrences(of: "\"Note 2\"", with: "17")
        fileSystem.setContents(Data(damaged.utf8), of: store.notesFile)
        let load = try relaunch(fileSystem).1
        guard case .recovered(let problem) = load.origin else {
            Issue.record("expected a recovered load, got \(load.origin)")
            return
        }
        #expect(problem.droppedEntries.map(\.rawID) == [contents.notes[2].id.rawValue.uuidString])
    }

    @Test(arguments: [1, 2])
    func aCommitCountingMoreRecordsThanTheFileHoldsCostsAReportNotAnAbort(version: Int) throws {
        let contents = StoreContentsEditor.small(notes: 2)
        let fileSystem = try folder(holding: contents)
        let count = StoreJournal.littleEndian(UInt32.max)
        let commit: [UInt8]
        if version == 1 {
            let checksum = Checksums.crc32([StoreJournal.Kind.commit.rawValue] + count)
            commit =
                StoreJournal.littleEndian(UInt32(4)) + StoreJournal.littleEndian(checksum) + [0x43] + count
        } else {
            commit = StoreJournal.record(.commit, count, at: StoreJournal.Position())
        }
        let journal = Data("NotesKit journal \(version)\n".utf8 + commit)
        fileSystem.setContents(journal, of: NoteStore.fixture(fileSystem).journalFile)
        let load = try relaunch(fileSystem).1
        #expect(load.contents == contents)
    }

    @Test func aVersionOneJournalIsReadAndCompactedAtTheNextSave() throws {
        let contents = StoreContentsEditor.small(notes: 3)
        let fileSystem = try folder(holding: contents)
        func versionOne(_ kind: StoreJournal.Kind, _ payload: [UInt8]) -> [UInt8] {
            let checksum = Checksums.crc32([kind.rawValue] + payload)
            return StoreJournal.littleEndian(UInt32(payload.count)) + StoreJournal.littleEndian(checksum)
                + [kind.rawValue] + payload
        }
        let removed = StoreJournal.bytes(of: contents.notes[2].id.rawValue)
        let journal =
            Array("NotesKit journal 1\n".utf8) + versionOne(.removeNote, removed)
            + versionOne(.commit, StoreJournal.littleEndian(UInt32(1)))
        let journalFile = NoteStore.fixture(fileSystem).journalFile
        fileSystem.setContents(Data(journal), of: journalFile)
        var (store, load) = try relaunch(fileSystem)
        var expected = contents
        expected.notes.removeLast()
        #expect(load.storedContents == expected)
        let next = edited(expected, note: 0, title: "Edited")
        try store.save(next)
        store.close()
        #expect(fileSystem.contents(of: journalFile)?.starts(with: StoreJournal.header) == true)
        #expect(try relaunch(fileSystem).1.storedContents == next)
    }

    /// Where each record of a journal of the current version starts, by the lengths its headers
    /// give.
    static func recordStarts(_ bytes: Data) -> [Int] {
        var starts: [Int] = []
        var offset = StoreJournal.header.count
        let values = Array(bytes)
        while offset + StoreJournal.recordHeaderSize <= values.count {
            starts.append(offset)
            offset += StoreJournal.recordHeaderSize + Int(StoreJournal.integer(UInt32.self, values, offset))
        }
        return starts
    }
}
