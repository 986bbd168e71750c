import Foundation
import NotesCore
import Testing

/// Damage to `notes.journal` at every offset and every byte, against the plain model of the
/// contents after each save.
///
/// By default two changes per byte; set `NOTESKIT_FUZZ_FULL=1` for all 255.
@Suite struct StoreJournalFuzzTests {
    static let history = try! JournalHistory(seed: 31, notes: 6, steps: 8)
    static let isFull = ProcessInfo.processInfo.environment["NOTESKIT_FUZZ_FULL"] == "1"

    @Test func aCutAtEveryOffsetLoadsExactlyTheSavesWhoseBytesAreWhole() throws {
        let history = Self.history
        var failures: [String] = []
        for length in 0...history.journal.count {
            let fileSystem = history.folder(journal: history.journal.prefix(length))
            var store = NoteStore.fixture(fileSystem, journal: true)
            let load = try store.load()
            let whole = history.ends.dropFirst().filter { $0 <= length }.count
            var expected = history.models[whole]
            guard load.storedContents == expected else {
                failures.append("cut at \(length): expected save \(whole)")
                continue
            }
            guard length.isMultiple(of: 5) else { continue }
            // The store goes on from there: the next save and launch read back exactly.
            var editor = StoreContentsEditor(seed: UInt64(length))
            editor.edit(&expected)
            try store.save(expected)
            store.close()
            var relaunched = NoteStore.fixture(fileSystem, journal: true)
            if try relaunched.load().storedContents != expected {
                failures.append("cut at \(length): next save")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    /// What went wrong when the byte at `offset` is changed with `mask`, or nil.
    private func failure(offset: Int, mask: UInt8) -> String? {
        let history = Self.history
        var bytes = history.journal
        bytes[offset] ^= mask
        let fileSystem = history.folder(journal: bytes)
        var store = NoteStore.fixture(fileSystem, journal: true)
        let load: StoreLoad
        do {
            load = try store.load()
        } catch .newerVersion, .unreadableVersion {
            return offset < JournalHistory.headerLength ? nil : "\(offset): a version error past the header"
        } catch {
            return "\(offset): \(error)"
        }
        guard fileSystem.contents(of: store.journalFile) == bytes else { return "\(offset): journal changed" }
        let save = history.save(holding: offset)
        let final = history.models[history.models.count - 1]
        let isLastSave = save == history.models.count - 1
        if load.origin == .stored {
            if load.contents == final || isLastSave && load.contents == history.models[save - 1] {
                return nil
            }
            return "\(offset) ^ \(mask): stored, but not the last contents"
        }
        guard case .recovered(let problem) = load.origin, save > 0 else {
            return "\(offset) ^ \(mask): \(load.origin)"
        }
        guard fileSystem.contents(of: problem.keptAside) == bytes else { return "\(offset): copy differs" }
        let before = history.models[save - 1].entriesByID
        let after = history.models[save].entriesByID
        let finalEntries = final.entriesByID
        let found = load.contents.entriesByID
        for key in Set(finalEntries.keys).union(found.keys) where found[key] != finalEntries[key] {
            // Only what the damaged save changed may differ, and only as it was before that save.
            guard before[key] != after[key], found[key] == before[key] else {
                return "\(offset) ^ \(mask): \(key) is \(String(describing: found[key]))"
            }
        }
        if problem.droppedEntries.isEmpty { return "\(offset) ^ \(mask): recovered with nothing dropped" }
        return nil
    }

    @Test func aChangeAtEveryByteCostsAtMostTheChangesOfItsOwnSave() {
        let masks: [UInt8] = Self.isFull ? Array(1...255) : [0x01, 0xA5]
        var failures: [String] = []
        for offset in Self.history.journal.indices {
            for mask in masks {
                if let failure = failure(offset: offset, mask: mask) { failures.append(failure) }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(10))")
    }
}

/// A power cut at every file-system operation of a run of saves, a compaction and a save that
/// writes `notes.json` whole: the next launch reads the contents before or after the save that
/// was cut, and the store goes on from there.
@Suite struct StoreJournalPowerCutTests {
    /// The contents after each step; a step that compacts leaves them as they were.
    private static func steps() -> [(contents: StoreContents, compacts: Bool)] {
        var editor = StoreContentsEditor(seed: 41)
        var contents = StoreContentsEditor.small(notes: 5)
        var steps: [(StoreContents, Bool)] = []
        for index in 0..<6 {
            if index == 3 {
                steps.append((contents, true))
                continue
            }
            editor.edit(&contents, allowRepeatedIDs: false)
            if index == 4 { contents.notes.append(contents.notes[0]) }
            if index == 5 { contents.notes.removeLast() }
            steps.append((contents, false))
        }
        return steps
    }

    @Test(arguments: [nil, 0, 7] as [Int?])
    func aPowerCutAtEveryOperationLeavesTheOldOrTheNewContents(keepingBytes: Int?) throws {
        let initial = StoreContentsEditor.small(notes: 5)
        let steps = Self.steps()
        let models = [initial] + steps.map(\.contents)
        var failures: [String] = []
        var operation = 0
        while operation < 500 {
            let fileSystem = InMemoryFileSystem()
            var first = NoteStore.fixture(fileSystem)
            _ = try first.load()
            try first.save(initial)
            first.close()
            fileSystem.cutPower(atOperation: operation, keepingBytes: keepingBytes)
            var store = NoteStore.fixture(fileSystem, journal: true)
            var completed = 0
            do {
                _ = try store.load()
                for step in steps {
                    if step.compacts { try store.compact() } else { try store.save(step.contents) }
                    completed += 1
                }
            } catch {}
            fileSystem.restorePower()
            if completed == steps.count { break }
            var relaunched = NoteStore.fixture(fileSystem, journal: true)
            let load = try relaunched.load()
            let candidates = [models[completed], models[completed + 1]]
            guard let found = load.storedContents, candidates.contains(found) else {
                failures.append("cut at operation \(operation) in step \(completed): \(load.origin)")
                operation += 1
                continue
            }
            var next = found
            next.notes.insert(Note(id: Note.ID(SequentialIDs.uuid(9_999)), createdAt: .storeFixture), at: 0)
            try relaunched.save(next)
            relaunched.close()
            var third = NoteStore.fixture(fileSystem, journal: true)
            if try third.load().storedContents != next {
                failures.append("after cut at \(operation): next save")
            }
            operation += 1
        }
        #expect(operation > 20)
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }
}
