import Foundation
import NotesCore
import Testing

/// Recovery from a damaged `notes.json`: every whole entry is kept, a file cut anywhere gives back
/// exactly the entries complete before the cut, the two arrays are recovered independently, and
/// what was left out is reported.
@Suite struct StoreRecoveryTests {
    static let fixture = StoreContents.recoveryFixture
    static let bytes = StoreContents.recoveryBytes
    static let ranges = StoreContents.recoveryRanges

    private func problem(_ load: StoreLoad) throws -> UnreadableStore {
        guard case .recovered(let problem) = load.origin else {
            Issue.record("expected a recovered load, got \(load.origin)")
            throw StoreError.nothingToAcknowledge
        }
        return problem
    }

    @Test func entryRangesCoverEachEntryFromBraceToBrace() throws {
        let text = Array(Self.bytes)
        for range in Self.ranges.notes + Self.ranges.photos {
            #expect(text[range.lowerBound] == UInt8(ascii: "{"))
            #expect(text[range.upperBound - 1] == UInt8(ascii: "}"))
        }
        #expect(Self.ranges.notes.count == 4 && Self.ranges.photos.count == 3)
    }

    /// Cuts at the first byte, inside the first note, just after it, just after its comma,
    /// between the two bytes of a Cyrillic letter, inside the photos, and one byte before the
    /// closing brace.
    static let cuts: [Int] = {
        let notes = ranges.notes
        let cyrillic = Array(bytes).firstIndex(of: 0xD0)!
        return [
            1, notes[0].lowerBound + 40, notes[0].upperBound, notes[0].upperBound + 1, cyrillic + 1,
            notes[3].upperBound - 1, ranges.photos[1].lowerBound + 20, ranges.photos[1].upperBound,
            bytes.count - 1,
        ]
    }()

    @Test(arguments: cuts)
    func truncatedFileRecoversExactlyTheEntriesCompleteBeforeTheCut(length: Int) throws {
        let fileSystem = InMemoryFileSystem()
        let cut = Self.bytes.prefix(length)
        let (store, load) = try loadStore(holding: cut, in: fileSystem)
        let problem = try problem(load)
        #expect(load.contents == Self.fixture.completeEntries(before: length, ranges: Self.ranges))
        guard case .notJSON = problem.reason else {
            Issue.record("\(problem.reason)")
            return
        }
        #expect(fileSystem.contents(of: store.notesFile) == cut)
        #expect(fileSystem.contents(of: problem.keptAside) == cut)
        #expect(throws: StoreError.unreadableStoreNotAcknowledged(problem)) { try store.save(load.contents) }
        #expect(fileSystem.contents(of: store.notesFile) == cut)
    }

    @Test func fileCutOneByteBeforeItsClosingBraceLosesNothing() throws {
        let (_, load) = try loadStore(holding: Self.bytes.dropLast(), in: InMemoryFileSystem())
        #expect(load.contents == Self.fixture)
        #expect(try problem(load).droppedEntries.isEmpty)
    }

    @Test func everyCutOffsetRecoversThePrefixAndReportsTheEntryItCutThrough() throws {
        let entries =
            Self.ranges.notes.enumerated().map { (DroppedEntry.Kind.note, $0.offset, $0.element) }
            + Self.ranges.photos.enumerated().map { (DroppedEntry.Kind.photo, $0.offset, $0.element) }
        for length in 0..<Self.bytes.count {
            let (_, load) = try loadStore(holding: Self.bytes.prefix(length), in: InMemoryFileSystem())
            #expect(load.contents == Self.fixture.completeEntries(before: length, ranges: Self.ranges))
            let cutThrough = entries.filter { $0.2.lowerBound < length && length < $0.2.upperBound }
            let dropped = try problem(load).droppedEntries
            #expect(dropped.map(\.kind) == cutThrough.map(\.0), "cut at \(length)")
            #expect(dropped.map(\.index) == cutThrough.map(\.1), "cut at \(length)")
            #expect(
                dropped.allSatisfy { $0.reason == "the file ends inside this entry" },
                "cut at \(length): \(dropped)")
        }
    }

    @Test func entryCutAfterItsIDIsReportedWithThatID() throws {
        let note = Self.ranges.notes[1]
        let (_, load) = try loadStore(
            holding: Self.bytes.prefix(note.upperBound - 1), in: InMemoryFileSystem())
        #expect(
            try problem(load).droppedEntries == [
                DroppedEntry(
                    kind: .note, index: 1, rawID: "00000000-0000-0000-0000-000000000901",
                    reason: "the file ends inside this entry")
            ])
        #expect(load.contents.notes == [.groceries])
    }

    @Test func notesThatAreNotAnArrayDoNotCostThePhotos() throws {
        let photo = String(decoding: Self.bytes[Self.ranges.photos[0]], as: UTF8.self)
        let text = #"{"notes": {"a": 1}, "photos": [\#(photo)], "version": 1}"#
        let (_, load) = try loadStore(holding: text)
        #expect(try problem(load).reason == .unexpectedStructure(detail: "notes: expected Array<Any>"))
        #expect(load.contents == StoreContents(photos: [Self.fixture.photos[0]]))
    }

    @Test func photosThatAreNotAnArrayDoNotCostTheNotes() throws {
        let note = String(decoding: Self.bytes[Self.ranges.notes[2]], as: UTF8.self)
        let text = #"{"notes": [\#(note)], "photos": "none", "version": "1"}"#
        let (_, load) = try loadStore(holding: text)
        guard case .unexpectedStructure = try problem(load).reason else {
            Issue.record("not unexpectedStructure")
            return
        }
        #expect(load.contents == StoreContents(notes: [Self.fixture.notes[2]]))
    }

    @Test func brokenJSONInsideANoteCostsOnlyThatNoteAndReportsIt() throws {
        var bytes = Array(Self.bytes)
        bytes[Self.ranges.notes[1].lowerBound + 1] = UInt8(ascii: "x")
        let (_, load) = try loadStore(holding: Data(bytes), in: InMemoryFileSystem())
        var expected = Self.fixture
        expected.notes.remove(at: 1)
        #expect(load.contents == expected)
        let dropped = try problem(load).droppedEntries
        #expect(dropped.map(\.kind) == [.note])
        #expect(dropped.map(\.index) == [1])
        #expect(dropped.first?.rawID == "00000000-0000-0000-0000-000000000901")
        #expect(dropped.first?.reason.hasPrefix("not valid JSON at byte") == true)
    }

    @Test func malformedEntryInADamagedFileIsReportedWithItsPath() throws {
        let text = #"""
            {"notes":[{"color":[1,1,1,1],"content":"","createdAt":0,"id":"x","importance":"normal",\#
            "title":"","updatedAt":0},
            """#
        let (_, load) = try loadStore(holding: text)
        #expect(
            try problem(load).droppedEntries == [
                DroppedEntry(kind: .note, index: 0, rawID: "x", reason: "notes.0.id: “x” is not a UUID")
            ])
        #expect("\(try problem(load))".contains("1 entries left out: note 0 (id x): notes.0.id"))
    }

    @Test func newerVersionFoundBeforeTheDamageIsStillRefused() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(Data(#"{"version":2,"notes":[{"col"#.utf8), of: store.notesFile)
        #expect(throws: StoreError.newerVersion(file: store.notesFile, found: 2, supported: 1)) {
            _ = try store.load()
        }
    }

    @Test func olderOrZeroVersionIsRefusedAndLeftUntouched() throws {
        let text = String(decoding: Self.bytes, as: UTF8.self)
            .replacingOccurrences(of: #""version":1}"#, with: #""version":0"#)
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(Data(text.utf8), of: store.notesFile)
        #expect(throws: StoreError.unreadableVersion(file: store.notesFile, found: "0")) {
            _ = try store.load()
        }
        #expect(throws: StoreError.unreadableVersion(file: store.notesFile, found: "0")) {
            try store.save(StoreContents())
        }
        #expect(fileSystem.contents(of: store.notesFile) == Data(text.utf8))
    }

    @Test func deeplyNestedInputIsRefusedWithoutCrashing() throws {
        let text = #"{"notes":["# + String(repeating: "[", count: 100_000)
        let (_, load) = try loadStore(holding: text)
        #expect(load.contents == StoreContents())
        #expect(try problem(load).droppedEntries.map(\.index) == [0])
    }
}
