import Foundation
import Testing

@testable import NotesCore

/// A running device's read of other devices' saves, once a read was applied, reads only what they
/// appended to their journals; whatever else changed makes it read the folder whole.
@Suite struct StoreAppendedReadTests {
    private struct Device {
        var store: NoteStore
        var notebook: Notebook
    }

    private static func open(_ engine: SyncEngineSimulator, _ index: Int) throws -> Device {
        let ids = SequentialIDs()
        let offset = (index + 1) * 100_000
        var store = NoteStore(
            directory: .storeFixture, fileSystem: engine.folders[index].fileSystem, clock: { .storeFixture },
            makeID: { SequentialIDs.uuid(offset + Int(ids().uuidString.suffix(12))!) },
            device: StoreDeviceID(SequentialIDs.uuid(80_001 + index)))
        let load = try store.load()
        return Device(store: store, notebook: Notebook(load.contents))
    }

    private static func refresh(_ device: inout Device) throws -> StoreRefresh {
        let refresh = try device.store.readOtherDevices(against: device.notebook)
        _ = device.store.apply(refresh, to: &device.notebook, makeID: { UUID() })
        return refresh
    }

    private static func add(_ title: String, _ number: Int, to device: inout Device) throws {
        device.notebook.add(
            Note(
                id: Note.ID(SequentialIDs.uuid(700_000 + number)), title: title, content: "\(title) text\n",
                createdAt: .storeFixture))
        try device.store.save(device.notebook)
    }

    /// Two devices that have each read the other once.
    private static func pair() throws -> (SyncEngineSimulator, Device, Device) {
        let engine = SyncEngineSimulator(devices: 2)
        var first = try open(engine, 0)
        try add("First", 1, to: &first)
        engine.settle()
        var second = try open(engine, 1)
        try add("Second", 2, to: &second)
        engine.settle()
        _ = try refresh(&first)
        _ = try refresh(&second)
        return (engine, first, second)
    }

    @Test func afterAnAppliedReadOnlyTheAppendedSavesAreRead() throws {
        var (engine, first, second) = try Self.pair()
        #expect(Set(first.notebook.notes) == Set(second.notebook.notes))
        #expect(first.notebook.note(withID: Note.ID(SequentialIDs.uuid(700_002)))?.title == "Second")
        // notes.json made unreadable on the first device: a read of the whole folder would stop at
        // it and apply nothing; a read of what the second device appended never opens it.
        try Self.add("Third", 3, to: &second)
        var other = second.notebook.note(withID: Note.ID(SequentialIDs.uuid(700_001)))!
        other.content += "edited on the second device\n"
        second.notebook.add(other)
        try second.store.save(second.notebook)
        engine.settle()
        engine.folders[0].setContents(Data("{ damaged".utf8), of: first.store.notesFile)
        let refresh = try Self.refresh(&first)
        #expect(!refresh.isIncomplete)
        #expect(Set(refresh.changedNotes.map(\.title)) == ["Third", "First"])
        #expect(first.notebook.note(withID: other.id)?.content == other.content)
        #expect(Set(first.notebook.notes) == Set(second.notebook.notes))
    }

    @Test func aRemovalAppendedIsRead() throws {
        var (engine, first, second) = try Self.pair()
        second.notebook.removeNote(withID: Note.ID(SequentialIDs.uuid(700_001)))
        try second.store.save(second.notebook)
        engine.settle()
        let refresh = try Self.refresh(&first)
        #expect(refresh.removedNotes == [Note.ID(SequentialIDs.uuid(700_001))])
        #expect(first.notebook.note(withID: Note.ID(SequentialIDs.uuid(700_001))) == nil)
        #expect(Set(first.notebook.notes) == Set(second.notebook.notes))
    }

    @Test func concurrentEditsOfOneNoteAreMergedAsAWholeReadMergesThem() throws {
        var (engine, first, second) = try Self.pair()
        let id = Note.ID(SequentialIDs.uuid(700_002))
        var mine = first.notebook.note(withID: id)!
        mine.title = "Second, retitled on the first device"
        first.notebook.add(mine)
        try first.store.save(first.notebook)
        var theirs = second.notebook.note(withID: id)!
        theirs.content += "more on the second device\n"
        second.notebook.add(theirs)
        try second.store.save(second.notebook)
        engine.settle()
        let refresh = try Self.refresh(&first)
        #expect(refresh.events == [.merged(id)])
        let merged = first.notebook.note(withID: id)
        #expect(merged?.title == mine.title)
        #expect(merged?.content == theirs.content)
    }

    @Test func aJournalWrittenAnewByACompactionIsReadWhole() throws {
        var (engine, first, second) = try Self.pair()
        try Self.add("Fourth", 4, to: &second)
        try second.store.compact()
        try Self.add("Fifth", 5, to: &second)
        engine.settle()
        let refresh = try Self.refresh(&first)
        #expect(Set(refresh.changedNotes.map(\.title)) == ["Fourth", "Fifth"])
        #expect(Set(first.notebook.notes) == Set(second.notebook.notes))
    }

    @Test func aJournalWrittenAnewThatArrivesBeforeItsNotesJSONTakesNothingBack() throws {
        var (engine, first, second) = try Self.pair()
        // A note notes.json holds since the folder was made.
        let id = try #require(first.notebook.notes.first { $0.title != "First" && $0.title != "Second" }).id
        var edited = second.notebook.note(withID: id)!
        edited.content += "a line the first device must keep\n"
        second.notebook.add(edited)
        try second.store.save(second.notebook)
        engine.settle()
        _ = try Self.refresh(&first)
        #expect(first.notebook.note(withID: id) == edited)
        // The second device compacts: its notes.json holds the edit, its journal starts anew. The
        // engine delivers the journal first.
        try second.store.compact()
        try Self.add("Fourth", 4, to: &second)
        #expect(second.store.journalFile != second.store.notesFile)
        let journal = StoreJournal.fileName(for: StoreDeviceID(SequentialIDs.uuid(80_002)))
        engine.upload(1, journal)
        engine.download(0, journal)
        let refresh = try Self.refresh(&first)
        #expect(!refresh.changedNotes.contains { $0.id == id })
        #expect(first.notebook.note(withID: id) == edited)
        engine.settle()
        _ = try Self.refresh(&first)
        #expect(first.notebook.note(withID: id) == edited)
    }

    @Test func aConflictedCopyRemovedAfterItWasMadeStaysRemoved() throws {
        var (engine, first, second) = try Self.pair()
        let id = Note.ID(SequentialIDs.uuid(700_002))
        for (index, device) in [(0, first), (1, second)] {
            var copy = device
            var note = copy.notebook.note(withID: id)!
            note.content = "the same line, changed on device \(index)\n"
            copy.notebook.add(note)
            try copy.store.save(copy.notebook)
            if index == 0 { first = copy } else { second = copy }
        }
        engine.settle()
        let made = try Self.refresh(&first)
        let copies = first.notebook.notes.filter { $0.conflictedCopyOf == id }
        #expect(copies.count == 1, "\(made.events)")
        try first.store.save(first.notebook)
        engine.settle()
        _ = try Self.refresh(&second)
        #expect(Set(first.notebook.notes) == Set(second.notebook.notes))
        // The first device removes the copy; both devices then read the folder whole again.
        first.notebook.removeNote(withID: copies[0].id)
        try first.store.save(first.notebook)
        engine.settle()
        for _ in 0..<2 {
            _ = try Self.refresh(&second)
            _ = try Self.refresh(&first)
            engine.settle()
        }
        var relaunched = try Self.open(engine, 1)
        defer { relaunched.store.close() }
        #expect(relaunched.notebook.note(withID: copies[0].id) == nil)
        #expect(second.notebook.note(withID: copies[0].id) == nil)
        #expect(Set(first.notebook.notes) == Set(second.notebook.notes))
    }

    @Test func theFirstReadAfterALoadReadsOnlyWhatWasAppendedSince() throws {
        var (engine, first, second) = try Self.pair()
        first.store.close()
        var reopened = try Self.open(engine, 0)
        defer { reopened.store.close() }
        try Self.add("Sixth", 6, to: &second)
        engine.settle()
        // Unreadable notes.json: only a read going on from what the load read finds the note.
        engine.folders[0].setContents(Data("{ damaged".utf8), of: reopened.store.notesFile)
        let refresh = try Self.refresh(&reopened)
        #expect(!refresh.isIncomplete)
        #expect(refresh.changedNotes.map(\.title) == ["Sixth"])
        #expect(Set(reopened.notebook.notes) == Set(second.notebook.notes))
    }
}
