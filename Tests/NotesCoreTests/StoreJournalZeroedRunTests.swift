import Foundation
import Testing

@testable import NotesCore

/// Zeroed runs of 16 and 64 bytes at every offset of `notes.journal` (what a torn sector looks
/// like), against the plain model of the contents after each save and the records each save wrote:
/// a load reports exactly the changes the damage cost.
@Suite struct StoreJournalZeroedRunTests {
    static let history = try! JournalHistory(seed: 33, notes: 6, steps: 8)

    /// One record the history wrote: where it lies, whether it is a change, and its save.
    private struct Written {
        var range: Range<Int>
        var isChange: Bool
        var save: Int
        var id: String?
    }

    /// The records of the undamaged journal, by the lengths their headers give.
    private static let written: [Written] = {
        let bytes = Array(history.journal)
        var records: [Written] = []
        var offset = StoreJournal.header.count
        var save = 1
        while offset + StoreJournal.recordHeaderSize <= bytes.count {
            let length = Int(StoreJournal.integer(UInt32.self, bytes, offset))
            let end = offset + StoreJournal.recordHeaderSize + length
            let kind = StoreJournal.Kind(rawValue: bytes[offset + 4])
            let isChange = kind != .commit && kind != .compacted
            let idStart = offset + StoreJournal.recordHeaderSize
            let id = isChange ? StoreJournal.uuid(bytes[idStart..<(idStart + 16)]).uuidString : nil
            records.append(Written(range: offset..<end, isChange: isChange, save: save, id: id))
            if kind == .commit { save += 1 }
            offset = end
        }
        return records
    }()

    /// What went wrong when `run` of the journal is zeroed, or nil.
    private func failure(zeroing run: Range<Int>) -> String? {
        let history = Self.history
        var bytes = history.journal
        bytes.replaceSubrange(run, with: Data(count: run.count))
        guard bytes != history.journal else { return nil }
        let fileSystem = history.folder(journal: bytes)
        var store = NoteStore.fixture(fileSystem, journal: true)
        let load: StoreLoad
        do {
            load = try store.load()
        } catch {
            return "\(run): \(error)"
        }
        // A record is hit when zeroing changed one of its bytes (zeros over zeros change nothing).
        let hit = Self.written.filter { record in
            record.range.overlaps(run) && bytes[record.range] != history.journal[record.range]
        }
        let lostChanges = hit.filter(\.isChange)
        let lastSave = history.models.count - 1
        let reachesTheEnd = hit.contains { !$0.isChange && $0.save == lastSave }
        let final = history.models[lastSave]
        guard case .recovered(let problem) = load.origin else {
            guard lostChanges.isEmpty, !reachesTheEnd, load.contents == final else {
                return "\(run): \(load.origin) with \(lostChanges.count) changes hit"
            }
            return nil
        }
        let dropped = problem.droppedEntries
        if reachesTheEnd {
            if dropped.isEmpty { return "\(run): damage to the last commit reported nothing" }
        } else if dropped.count != lostChanges.count {
            return "\(run): \(dropped.count) dropped, \(lostChanges.count) changes hit"
        }
        let named = dropped.compactMap(\.rawID)
        let possible = Set(Self.written.filter { $0.save >= (hit.first?.save ?? 0) }.compactMap(\.id))
        if Set(named).count != named.count || !Set(named).isSubset(of: possible) {
            return "\(run): names \(named) are not the lost records'"
        }
        let damagedSaves = Set(hit.map(\.save))
        let finalEntries = final.entriesByID
        let found = load.contents.entriesByID
        for key in Set(finalEntries.keys).union(found.keys) where found[key] != finalEntries[key] {
            // Only what a damaged save changed may differ, and only as it was before one of them.
            let before = damagedSaves.map { history.models[$0 - 1].entriesByID[key] }
            guard before.contains(found[key]) else { return "\(run): \(key) is not as any save left it" }
        }
        return nil
    }

    @Test(arguments: [16, 64])
    func aZeroedRunAtEveryOffsetIsReportedExactly(length: Int) throws {
        let count = Self.history.journal.count
        var failures: [String] = []
        for offset in 0..<count {
            if let failure = failure(zeroing: offset..<min(offset + length, count)) {
                failures.append(failure)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(10))")
    }

    @Test func theStoreGoesOnAfterAZeroedRunOnceAcknowledged() throws {
        let history = Self.history
        for offset in stride(from: 0, to: history.journal.count, by: 29) {
            var bytes = history.journal
            let run = offset..<min(offset + 64, bytes.count)
            bytes.replaceSubrange(run, with: Data(count: run.count))
            let fileSystem = history.folder(journal: bytes)
            var store = NoteStore.fixture(fileSystem, journal: true)
            let load = try store.load()
            if case .recovered(let problem) = load.origin { try store.acknowledge(problem) }
            var next = load.contents
            var editor = StoreContentsEditor(seed: UInt64(offset))
            editor.edit(&next, allowRepeatedIDs: false)
            try store.save(next)
            store.close()
            var relaunched = NoteStore.fixture(fileSystem, journal: true)
            #expect(try relaunched.load().storedContents == next, "zeroed \(run)")
        }
    }
}
