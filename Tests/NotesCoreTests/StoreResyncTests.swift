import Foundation
import NotesCore
import Testing

/// Damage in the middle of `notes.json`: the scan resumes at the next whole entry, so a damaged
/// entry costs only itself, is reported once, and no entry is ever invented or repeated.
@Suite struct StoreResyncTests {
    static let fixture = StoreContents.resyncFixture
    static let bytes = Array(StoreContents.resyncBytes)
    static let ranges = StoreContents.resyncRanges

    /// Loads `bytes` and returns the load with the problem it reports.
    private func load(_ bytes: [UInt8]) throws -> (StoreLoad, UnreadableStore) {
        let fileSystem = InMemoryFileSystem()
        let (store, load) = try loadStore(holding: Data(bytes), in: fileSystem)
        #expect(fileSystem.contents(of: store.notesFile) == Data(bytes))
        guard case .recovered(let problem) = load.origin else {
            Issue.record("expected a recovered load, got \(load.origin)")
            throw StoreError.nothingToAcknowledge
        }
        return (load, problem)
    }

    /// The bytes of the `"id":"…"` member of the entry in `range` whose id is `id`.
    private static func idMember(in range: Range<Int>, id: String) -> Range<Int> {
        let member = Array("\"id\":\"\(id)\"".utf8)
        let start = range.first { Array(bytes[$0..<min($0 + member.count, bytes.count)]) == member }!
        return start..<start + member.count
    }

    @Test func fixtureHoldsTextThatLooksLikeEntriesOnlyInsideStrings() {
        let text = String(decoding: Self.bytes, as: UTF8.self)
        #expect(text.contains(#"{\"color\":[1,1,1,1]"#))
        #expect(text.contains(#"{\"byteCount\":1"#))
        #expect(text.contains(#""title":"{\"color\":[{""#))
        #expect(Self.ranges.notes.count == 6 && Self.ranges.photos.count == 3)
    }

    @Test(arguments: EntryDamage.allCases, [31, 32] as [UInt64])
    func damageInsideOneNoteCostsOnlyThatNote(damage: EntryDamage, seed: UInt64) throws {
        var generator = SeededRandomNumberGenerator(seed: seed)
        for (position, range) in Self.ranges.notes.enumerated() {
            for _ in 0..<25 {
                let (bytes, touched) = damage.apply(to: Self.bytes, inside: range, using: &generator)
                let (load, problem) = try load(bytes)
                let context = Comment(rawValue: "\(damage) at \(touched) in note \(position)")
                #expect(load.contents == Self.fixture.removingNotes(at: [position]), context)
                let dropped = problem.droppedEntries
                #expect(dropped.map(\.kind) == [.note], context)
                #expect(dropped.map(\.index) == [position], context)
                if damage != .deletion {
                    #expect(dropped.first?.reason.hasPrefix("not valid JSON at byte") == true, context)
                }
                let id = Self.fixture.notes[position].id.rawValue.uuidString
                if !touched.overlaps(Self.idMember(in: range, id: id)) {
                    #expect(dropped.first?.rawID == id, context)
                }
            }
        }
    }

    @Test(arguments: EntryDamage.allCases, [33] as [UInt64])
    func damageInsideOnePhotoCostsOnlyThatPhoto(damage: EntryDamage, seed: UInt64) throws {
        var generator = SeededRandomNumberGenerator(seed: seed)
        for (position, range) in Self.ranges.photos.enumerated() {
            for _ in 0..<25 {
                let (bytes, touched) = damage.apply(to: Self.bytes, inside: range, using: &generator)
                let (load, problem) = try load(bytes)
                let context = Comment(rawValue: "\(damage) at \(touched) in photo \(position)")
                var expected = Self.fixture
                expected.photos.remove(at: position)
                #expect(load.contents == expected, context)
                #expect(problem.droppedEntries.map(\.kind) == [.photo], context)
                #expect(problem.droppedEntries.map(\.index) == [position], context)
            }
        }
    }

    /// Every pair of notes, each damaged past its first key, so both entries still start where
    /// entries start.
    @Test(arguments: [41, 42] as [UInt64])
    func damageInsideTwoNotesCostsOnlyThoseTwoAndReportsEach(seed: UInt64) throws {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let ranges = Self.ranges.notes
        let afterFirstKey = #"{"color":"#.utf8.count
        for first in ranges.indices {
            for second in ranges.indices where second > first {
                var bytes = Self.bytes
                var touched: [Range<Int>] = []
                for position in [second, first] {
                    let range = ranges[position]
                    let damage = EntryDamage.allCases.randomElement(using: &generator)!
                    let result = damage.apply(
                        to: bytes, inside: range.lowerBound + afterFirstKey..<range.upperBound,
                        using: &generator)
                    bytes = result.bytes
                    touched.append(result.touched)
                }
                let (load, problem) = try load(bytes)
                let context = Comment(rawValue: "notes \(first) and \(second), damage at \(touched)")
                #expect(load.contents == Self.fixture.removingNotes(at: [first, second]), context)
                let dropped = problem.droppedEntries
                #expect(dropped.map(\.kind) == [.note, .note], context)
                #expect(dropped.map(\.index) == [first, second], context)
                for (entry, position) in zip(dropped, [first, second]) {
                    let id = Self.fixture.notes[position].id.rawValue.uuidString
                    if !touched.contains(where: { $0.overlaps(Self.idMember(in: ranges[position], id: id)) })
                    {
                        #expect(entry.rawID == id, context)
                    }
                }
            }
        }
    }

    /// A flip at any byte of an entry holding text that looks like entries costs only that entry.
    ///
    /// The notes at 3 and 4 hold whole note entries, and `{"color":[{`, as text in their title
    /// and content; the last photo's file name is a whole photo entry. The entries written as
    /// text are never recovered.
    @Test func entriesWrittenAsTextInsideStringsAreNeverRecovered() throws {
        var generator = SeededRandomNumberGenerator(seed: 51)
        let entries =
            [3, 4].map { (DroppedEntry.Kind.note, $0, Self.ranges.notes[$0]) }
            + [(DroppedEntry.Kind.photo, 2, Self.ranges.photos[2])]
        for (kind, position, range) in entries {
            for offset in range.lowerBound + 1..<range.upperBound - 1 {
                var bytes = Self.bytes
                bytes[offset] = EntryDamage.nonJSONBytes.randomElement(using: &generator)!
                let (load, problem) = try load(bytes)
                var expected = Self.fixture
                if kind == .note {
                    expected.notes.remove(at: position)
                } else {
                    expected.photos.remove(at: position)
                }
                #expect(load.contents == expected, "flip at \(offset) in \(kind) \(position)")
                #expect(
                    problem.droppedEntries.map { [$0.kind.rawValue, "\($0.index)"] }
                        == [[kind.rawValue, "\(position)"]], "flip at \(offset)")
                #expect(!problem.droppedEntries.contains { $0.rawID == Note.phantomID })
            }
        }
    }

    @Test func damagedSeparatorsCostNothing() throws {
        var bytes = Self.bytes
        bytes[Self.ranges.notes[1].upperBound] = 0x01
        bytes[Self.ranges.notes[5].upperBound] = UInt8(ascii: "x")
        bytes[Self.ranges.photos[0].upperBound] = UInt8(ascii: "{")
        let (load, problem) = try load(bytes)
        #expect(load.contents == Self.fixture)
        #expect(problem.droppedEntries.isEmpty)
        guard case .notJSON = problem.reason else {
            Issue.record("\(problem.reason)")
            return
        }
    }

    @Test func entriesAfterTheDamageKeepTheirPositionsInTheReport() throws {
        var bytes = Self.bytes
        let title = Array(#""title":"Ёлка""#.utf8)
        let titleStart = Self.ranges.notes[2].first { Array(bytes[$0..<$0 + title.count]) == title }!
        bytes.replaceSubrange(titleStart..<titleStart + title.count, with: Array(#""title":42"#.utf8))
        bytes[Self.ranges.notes[1].lowerBound + 30] = 0x01
        let (load, problem) = try load(bytes)
        #expect(load.contents == Self.fixture.removingNotes(at: [1, 2]))
        #expect(
            problem.droppedEntries == [
                DroppedEntry(
                    kind: .note, index: 1, rawID: "00000000-0000-0000-0000-000000000901",
                    reason: "not valid JSON at byte \(Self.ranges.notes[1].lowerBound + 30)"),
                DroppedEntry(
                    kind: .note, index: 2, rawID: "00000000-0000-0000-0000-000000000902",
                    reason: "notes.2.title: expected String"),
            ])
    }

    @Test func damageFollowedByACutKeepsTheWholeEntriesBetween() throws {
        var bytes = Array(Self.bytes.prefix(Self.ranges.notes[4].lowerBound + 20))
        bytes[Self.ranges.notes[1].lowerBound + 30] = 0xFF
        let (load, problem) = try load(bytes)
        #expect(load.contents == StoreContents(notes: [0, 2, 3].map { Self.fixture.notes[$0] }))
        let dropped = problem.droppedEntries
        #expect(dropped.map(\.index) == [1, 4])
        #expect(dropped.last?.reason == "the file ends inside this entry")
    }

    @Test func damagedEntryWithoutAWholeEntryAfterItEndsItsArrayOnly() throws {
        var bytes = Self.bytes
        bytes[Self.ranges.notes[5].lowerBound + 30] = 0x01
        bytes[Self.ranges.photos[2].lowerBound + 30] = 0x01
        let (load, problem) = try load(bytes)
        var expected = Self.fixture.removingNotes(at: [5])
        expected.photos.removeLast()
        #expect(load.contents == expected)
        #expect(problem.droppedEntries.map(\.kind) == [.note, .photo])
        #expect(problem.droppedEntries.map(\.index) == [5, 2])
    }

    @Test func damagedFileDeclaringANewerVersionAfterTheDamageIsRefused() throws {
        var bytes = Self.bytes
        bytes[Self.ranges.notes[2].lowerBound + 30] = 0x01
        bytes[bytes.count - 2] = UInt8(ascii: "2")
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(Data(bytes), of: store.notesFile)
        #expect(throws: StoreError.newerVersion(file: store.notesFile, found: 2, supported: 1)) {
            _ = try store.load()
        }
        #expect(fileSystem.contents(of: store.notesFile) == Data(bytes))
    }
}
