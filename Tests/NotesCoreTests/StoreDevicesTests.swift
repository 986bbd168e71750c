import Foundation
import Testing

@testable import NotesCore

/// Two devices sharing a folder through a sync engine, in the scenarios people meet: offline
/// edits of different notes, of the same note, a delete racing an edit, the engines' conflict
/// copies, and per-device locks and ids.
@Suite struct StoreDevicesTests {
    private static let deviceA = StoreDeviceID(SequentialIDs.uuid(80_001))
    private static let deviceB = StoreDeviceID(SequentialIDs.uuid(80_002))

    private func store(_ engine: SyncEngineSimulator, _ index: Int) -> NoteStore {
        let ids = SequentialIDs()
        let offset = index * 100_000
        return NoteStore(
            directory: .storeFixture, fileSystem: engine.folders[index].fileSystem, clock: { .storeFixture },
            makeID: { SequentialIDs.uuid(offset + Int(ids().uuidString.suffix(12))!) },
            device: index == 0 ? Self.deviceA : Self.deviceB)
    }

    /// Two devices that both hold `contents`, saved by the first and synced to the second.
    private func shared(_ contents: StoreContents) throws -> (SyncEngineSimulator, NoteStore, NoteStore) {
        let engine = SyncEngineSimulator(devices: 2)
        var first = store(engine, 0)
        _ = try first.load()
        try first.save(contents)
        engine.settle()
        var second = store(engine, 1)
        _ = try second.load()
        return (engine, first, second)
    }

    private func note(_ contents: StoreContents, _ index: Int, content: String) -> StoreContents {
        var contents = contents
        contents.notes[index].content = content
        return contents
    }

    private func relaunch(_ engine: SyncEngineSimulator, _ index: Int) throws -> StoreLoad {
        var store = store(engine, index)
        defer { store.close() }
        return try store.load()
    }

    @Test func offlineEditsOfDifferentNotesBothSurvive() throws {
        let base = StoreContentsEditor.small(notes: 3)
        let (engine, first, second) = try shared(base)
        try first.save(note(base, 0, content: "from A"))
        try second.save(note(base, 1, content: "from B"))
        engine.settle()
        for index in 0..<2 {
            let load = try relaunch(engine, index)
            #expect(load.contents.notes.map(\.content).contains("from A"))
            #expect(load.contents.notes.map(\.content).contains("from B"))
            #expect(load.syncEvents.isEmpty)
        }
    }

    @Test func editsOfDifferentLinesOfOneNoteAreMerged() throws {
        var base = StoreContentsEditor.small(notes: 2)
        base.notes[0].content = "one\ntwo\nthree\n"
        let (engine, first, second) = try shared(base)
        try first.save(note(base, 0, content: "one A\ntwo\nthree\n"))
        try second.save(note(base, 0, content: "one\ntwo\nthree B\n"))
        engine.settle()
        let load = try relaunch(engine, 1)
        let merged = try #require(load.contents.notes.first { $0.id == base.notes[0].id })
        #expect(merged.content == "one A\ntwo\nthree B\n")
        #expect(load.syncEvents == [.merged(base.notes[0].id)])
        engine.settle()
        // The other device reads the resolution as it is, with nothing left to merge.
        let other = try relaunch(engine, 0)
        #expect(other.contents.notes.first { $0.id == base.notes[0].id }?.content == "one A\ntwo\nthree B\n")
        #expect(other.syncEvents.isEmpty)
    }

    @Test func editsOfTheSameLineKeepBothVersionsAsAConflictedCopy() throws {
        var base = StoreContentsEditor.small(notes: 2)
        base.notes[0].content = "milk\n"
        let (engine, first, second) = try shared(base)
        try first.save(note(base, 0, content: "oat milk\n"))
        try second.save(note(base, 0, content: "soy milk\n"))
        engine.settle()
        let loads = try (0..<2).map { try relaunch(engine, $0) }
        for load in loads {
            let versions = load.contents.notes.filter {
                $0.id == base.notes[0].id || $0.conflictedCopyOf != nil
            }
            #expect(Set(versions.map(\.content)) == ["oat milk\n", "soy milk\n"])
            #expect(versions.filter { $0.conflictedCopyOf == base.notes[0].id }.count == 1)
        }
        #expect(Set(loads[0].contents.notes) == Set(loads[1].contents.notes))
    }

    @Test func aDeleteRacingAnEditKeepsTheEditAndSaysSo() throws {
        let base = StoreContentsEditor.small(notes: 3)
        let (engine, first, second) = try shared(base)
        var deleted = base
        deleted.notes.remove(at: 2)
        try first.save(deleted)
        try second.save(note(base, 2, content: "still needed"))
        engine.settle()
        let load = try relaunch(engine, 0)
        #expect(load.contents.notes.first { $0.id == base.notes[2].id }?.content == "still needed")
        #expect(load.syncEvents == [.keptOverDelete(base.notes[2].id)])
    }

    @Test func aDeleteAfterSeeingTheEditDeletes() throws {
        let base = StoreContentsEditor.small(notes: 3)
        let (engine, first, _) = try shared(base)
        var deleted = base
        deleted.notes.remove(at: 2)
        try first.save(deleted)
        engine.settle()
        #expect(try relaunch(engine, 1).contents.notes.map(\.id) == deleted.notes.map(\.id))
    }

    @Test func anEngineConflictCopyOfNotesJSONIsMergedAndRemovedByTheNextCompaction() throws {
        let base = StoreContentsEditor.small(notes: 2)
        let (engine, first, second) = try shared(base)
        try first.save(note(base, 0, content: "from A"))
        try first.compact()
        try second.save(note(base, 1, content: "from B"))
        try second.compact()
        engine.settle()
        let copies = engine.localNames(1).filter { $0.contains(".sync-conflict-") }
        #expect(copies.count == 1)
        var store = store(engine, 1)
        let load = try store.load()
        #expect(load.contents.notes.map(\.content).contains("from A"))
        #expect(load.contents.notes.map(\.content).contains("from B"))
        try store.compact()
        #expect(engine.localNames(1).filter { $0.contains(".sync-conflict-") }.isEmpty)
    }

    @Test func aNoteOnlyOneDeviceEditsStaysOneNoteThroughBothDevicesCompactions() throws {
        var base = StoreContentsEditor.small(notes: 2)
        base.notes[0].content = "one\n"
        let (engine, first, second) = try shared(base)
        var current = base
        for round in 0..<4 {
            current = note(current, 0, content: current.notes[0].content + "line \(round)\n")
            try second.save(current)
            engine.settle()
            // The other device compacts a folder holding this device's saves; then this one does.
            var other = store(engine, 0)
            _ = try other.load()
            try other.compact()
            other.close()
            engine.settle()
            try second.compact()
            engine.settle()
        }
        _ = first
        for index in 0..<2 {
            let load = try relaunch(engine, index)
            #expect(load.contents.notes.filter { $0.conflictedCopyOf != nil }.isEmpty)
            #expect(
                load.contents.notes.first { $0.id == base.notes[0].id }?.content == current.notes[0].content)
            #expect(load.syncEvents.isEmpty)
        }
    }

    @Test func aNotebookSavedWholeGivesNewVersionsOnlyToWhatItChanged() throws {
        var base = StoreContentsEditor.small(notes: 3)
        base.notes[0].content = "one\n"
        let (engine, first, second) = try shared(base)
        // B edits note 0; both compact offline, so the engine keeps a conflict copy of notes.json
        // and A's next save must write notes.json whole.
        try second.save(note(base, 0, content: "one\nfrom B\n"))
        try second.compact()
        try first.compact()
        engine.settle()
        var other = store(engine, 0)
        var notebook = Notebook(try other.load().contents)
        var edited = try #require(notebook.note(withID: base.notes[1].id))
        edited.content = "A's own edit"
        notebook.add(edited)
        try other.save(notebook)
        other.close()
        engine.settle()
        // B goes on editing note 0, which A only loaded: it stays one note.
        var latest = try relaunch(engine, 1).contents
        latest.notes[latest.notes.firstIndex { $0.id == base.notes[0].id }!].content += "again\n"
        var again = store(engine, 1)
        _ = try again.load()
        try again.save(latest)
        again.close()
        engine.settle()
        for index in 0..<2 {
            let load = try relaunch(engine, index)
            #expect(load.contents.notes.filter { $0.conflictedCopyOf != nil }.isEmpty)
            #expect(
                load.contents.notes.first { $0.id == base.notes[0].id }?.content == "one\nfrom B\nagain\n")
            #expect(load.contents.notes.first { $0.id == base.notes[1].id }?.content == "A's own edit")
        }
    }

    @Test func eachDeviceLocksItsOwnFileAndTwoProcessesOfOneDeviceStillExcludeEachOther() throws {
        let engine = SyncEngineSimulator(devices: 1)
        var first = store(engine, 0)
        _ = try first.load()
        var again = NoteStore(
            directory: .storeFixture, fileSystem: engine.folders[0].fileSystem(processID: 2),
            clock: { .storeFixture },
            makeID: { UUID() }, mode: .readWriteOrReadOnly, device: Self.deviceA)
        #expect(try again.load().access != .readWrite)
        var other = NoteStore(
            directory: .storeFixture, fileSystem: engine.folders[0].fileSystem(processID: 3),
            clock: { .storeFixture },
            makeID: { UUID() }, mode: .readWriteOrReadOnly, device: Self.deviceB)
        #expect(try other.load().access == .readWrite)
        #expect(first.journalFile.lastPathComponent == "notes.\(Self.deviceA).journal")
        #expect(first.draftFile.lastPathComponent == "draft.\(Self.deviceA).json")
    }

    @Test func aDeviceIDIsMadeOnceAndReadBack() throws {
        let fileSystem = InMemoryFileSystem()
        let folder = URL(fileURLWithPath: "/state/notes")
        let made = try StoreDeviceID.stored(
            in: folder, fileSystem: fileSystem.fileSystem, makeID: { SequentialIDs.uuid(7) })
        #expect(made == StoreDeviceID(SequentialIDs.uuid(7)))
        let read = try StoreDeviceID.stored(
            in: folder, fileSystem: fileSystem.fileSystem, makeID: { SequentialIDs.uuid(8) })
        #expect(read == made)
        let garbage = Data("not an id".utf8)
        fileSystem.setContents(garbage, of: folder.appendingPathComponent(StoreDeviceID.fileName))
        #expect(throws: StoreError.self) {
            try StoreDeviceID.stored(
                in: folder, fileSystem: fileSystem.fileSystem, makeID: { SequentialIDs.uuid(9) })
        }
        #expect(fileSystem.contents(of: folder.appendingPathComponent(StoreDeviceID.fileName)) == garbage)
    }

    @Test func conflictCopyNamesOfEveryEngineAreRecognised() {
        let originals: Set<String> = ["notes.json", "notes.journal"]
        #expect(
            SyncConflictFile.original(
                of: "notes.sync-conflict-20261128-101010-ABCDEFG.json", among: originals) == "notes.json")
        #expect(
            SyncConflictFile.original(of: "notes (Anna's conflicted copy 2026-11-28).json", among: originals)
                == "notes.json")
        #expect(SyncConflictFile.original(of: "notes 2.json", among: originals) == "notes.json")
        #expect(SyncConflictFile.original(of: "notes-LAPTOP.journal", among: originals) == "notes.journal")
        #expect(SyncConflictFile.original(of: "notes.json.tmp-1", among: originals) == nil)
        #expect(SyncConflictFile.original(of: "notes.json.corrupt-20261128T101010Z", among: originals) == nil)
        #expect(SyncConflictFile.original(of: "notes.json", among: originals) == nil)
    }
}
