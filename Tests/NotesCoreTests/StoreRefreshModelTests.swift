import Foundation
import NotesCore
import Testing

/// Two to four running devices share a store folder through a simulated sync engine and read
/// each other's saves while they run (``NoteStore/readOtherDevices(against:)`` and
/// ``NoteStore/apply(_:to:makeID:)``), sometimes editing between the read and its application.
///
/// Against a plain model of every edit any device saved: once synced and refreshed, every running
/// device holds the same notes, every saved edit is in them (or in a conflicted copy) but for
/// those a device deleted after seeing them, and a relaunch shows the same notes.
@Suite struct StoreRefreshModelTests {
    /// One running device: its store and its notebook.
    private struct Device {
        var store: NoteStore
        var notebook: Notebook
    }

    private static func open(_ engine: SyncEngineSimulator, _ index: Int, ids: Locked<Int>) throws -> Device {
        var store = NoteStore(
            directory: .storeFixture, fileSystem: engine.folders[index].fileSystem, clock: { .storeFixture },
            makeID: { SequentialIDs.uuid(Self.next(ids)) },
            device: StoreDeviceID(SequentialIDs.uuid(80_000 + index)))
        let load = try store.load()
        if case .recovered(let problem) = load.origin { try store.acknowledge(problem) }
        return Device(store: store, notebook: Notebook(load.contents))
    }

    private static func next(_ counter: Locked<Int>) -> Int {
        counter.withLock {
            $0 += 1
            return $0
        }
    }

    /// The tokens the notes hold: each edit adds a line `token-<n>`.
    private static func tokens(_ notes: some Sequence<Note>) -> Set<String> {
        var found = Set<String>()
        for note in notes {
            for line in note.content.split(separator: "\n") where line.hasPrefix("token-") {
                found.insert(String(line))
            }
        }
        return found
    }

    /// One edit of `notebook`: a new note, a line added to a note, or a note deleted; returns the
    /// tokens added and removed.
    private static func edit(
        _ notebook: inout Notebook, token: Int, using generator: inout some RandomNumberGenerator
    ) -> (added: Set<String>, removed: Set<String>) {
        let notes = Array(notebook.notes)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0 where !notes.isEmpty:
            let note = notes[Int.random(in: 0..<notes.count, using: &generator)]
            notebook.removeNote(withID: note.id)
            return ([], tokens([note]))
        case 1, 2, 0:
            notebook.add(
                Note(
                    id: Note.ID(SequentialIDs.uuid(500_000 + token)), title: "Note \(token)",
                    content: "token-\(token)\n", createdAt: .storeFixture))
        default:
            guard !notes.isEmpty else { return ([], []) }
            var note = notes[Int.random(in: 0..<notes.count, using: &generator)]
            var lines = note.content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.insert("token-\(token)", at: Int.random(in: 0..<lines.count, using: &generator))
            note.content = lines.joined(separator: "\n")
            notebook.add(note)
        }
        return (["token-\(token)"], [])
    }

    @Test(arguments: [(2, 11), (3, 12), (4, 13), (2, 14)] as [(Int, UInt64)])
    func runningDevicesConvergeAndKeepEverySavedEdit(devices count: Int, seed: UInt64) throws {
        var generator = SeededRandomNumberGenerator(seed: seed)
        var failures: [String] = []
        for round in 0..<20 {
            let engine = SyncEngineSimulator(devices: count)
            let ids = Locked(1_000_000)
            var devices = try (0..<count).map { try Self.open(engine, $0, ids: ids) }
            engine.settle()
            var saved = Set<String>()
            var deleted = Set<String>()
            var token = 0
            // What each device committed and not yet saved: tokens added and removed.
            var trace: [String] = []
            var pending = Array(repeating: (added: Set<String>(), removed: Set<String>()), count: count)
            func save(_ index: Int) throws {
                try devices[index].store.save(devices[index].notebook)
                saved.formUnion(pending[index].added)
                deleted.formUnion(pending[index].removed)
                pending[index] = ([], [])
            }
            for _ in 0..<100 {
                let index = Int.random(in: 0..<count, using: &generator)
                switch Int.random(in: 0..<12, using: &generator) {
                case 0..<4:
                    token += 1
                    let change = Self.edit(&devices[index].notebook, token: token, using: &generator)
                    pending[index].added.formUnion(change.added)
                    pending[index].removed.formUnion(change.removed)
                    trace.append("\(index) edit +\(change.added.sorted()) -\(change.removed.sorted())")
                case 4..<6:
                    try save(index)
                    trace.append("\(index) save")
                case 6..<8:
                    // A refresh reads only once everything is saved, as the app shell does.
                    try save(index)
                    let refresh = try devices[index].store.readOtherDevices(against: devices[index].notebook)
                    if Bool.random(using: &generator) {
                        token += 1
                        let change = Self.edit(&devices[index].notebook, token: token, using: &generator)
                        pending[index].added.formUnion(change.added)
                        pending[index].removed.formUnion(change.removed)
                    }
                    let outcome = devices[index].store.apply(
                        refresh, to: &devices[index].notebook, makeID: { SequentialIDs.uuid(Self.next(ids)) })
                    trace.append(
                        "\(index) refresh \(refresh.changedNotes.count) changed \(refresh.removedNotes.count) removed, \(outcome.events)"
                    )
                    if outcome.needsSave { try save(index) }
                case 8:
                    try? devices[index].store.compact()
                    trace.append("\(index) compact")
                default:
                    trace.append("sync")
                    for _ in 0..<Int.random(in: 1...6, using: &generator) { engine.step(using: &generator) }
                }
            }
            // Everything is saved and arrives; every running device reads the folder until the
            // files settle.
            for index in 0..<count { try save(index) }
            for _ in 0..<4 {
                engine.settle()
                for index in 0..<count {
                    let refresh = try devices[index].store.readOtherDevices(against: devices[index].notebook)
                    let outcome = devices[index].store.apply(
                        refresh, to: &devices[index].notebook, makeID: { SequentialIDs.uuid(Self.next(ids)) })
                    if outcome.needsSave { try save(index) }
                }
            }
            engine.settle()
            let first = Set(devices[0].notebook.notes)
            for index in 1..<count where Set(devices[index].notebook.notes) != first {
                failures.append("round \(round): running device \(index) holds other notes than device 0")
            }
            let missing = saved.subtracting(deleted).subtracting(Self.tokens(first))
            if !missing.isEmpty { failures.append("round \(round): lost \(missing.sorted().prefix(5))") }
            if !missing.isEmpty || failures.count > 0,
                ProcessInfo.processInfo.environment["NOTESKIT_SYNC_TRACE"] != nil
            {
                print(trace.joined(separator: "\n"))
                let all = devices.map { Set($0.notebook.notes) }
                for index in 0..<count {
                    print(
                        "device \(index) only:",
                        all[index].subtracting(all[(index + 1) % count]).map {
                            "\($0.id.rawValue.uuidString.suffix(6)) \($0.conflictedCopyOf.map { "copy of \($0.rawValue.uuidString.suffix(6))" } ?? "") \($0.content.split(separator: "\n"))"
                        })
                }
                Issue.record("stop")
                return
            }
            for index in 0..<count { devices[index].store.close() }
            let relaunched = try Self.open(engine, 0, ids: ids)
            if Self.tokens(relaunched.notebook.notes) != Self.tokens(first) {
                failures.append("round \(round): a relaunch shows other notes than the running devices")
            }
            var closing = relaunched.store
            closing.close()
        }
        #expect(failures.isEmpty, "\(failures.prefix(8))")
    }
}
