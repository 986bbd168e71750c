import Foundation
import NotesCore
import Testing

/// Damage the attack suite found costing more than the damaged entry, or passing unreported.
@Suite struct StoreDamageTests {
    /// Six notes, the fourth holding `…"y"}]}`, and the three recovery photos.
    static let fixture: StoreContents = {
        var notes = StoreContents.recoveryFixture.notes
        notes.insert(
            Note(
                id: Note.ID(SequentialIDs.uuid(910)), title: "Nested", content: #"…"y"}]}"#,
                createdAt: Date(timeIntervalSince1970: 1_700_000_700)), at: 3)
        notes.append(
            Note(
                id: Note.ID(SequentialIDs.uuid(911)), title: "Last", content: "after",
                createdAt: Date(timeIntervalSince1970: 1_700_000_800)))
        return StoreContents(notes: notes, photos: StoreContents.recoveryFixture.photos)
    }()

    private func problem(_ load: StoreLoad) throws -> UnreadableStore {
        guard case .recovered(let problem) = load.origin else {
            Issue.record("expected a recovered load, got \(load.origin)")
            throw StoreError.nothingToAcknowledge
        }
        return problem
    }

    /// The saved fixture with `old` replaced by `new` once.
    private func damaged(_ old: String, _ new: String) throws -> String {
        let text = String(decoding: Self.fixture.savedBytes, as: UTF8.self)
        let range = try #require(text.range(of: old))
        return text.replacingCharacters(in: range, with: new)
    }

    @Test func aBracketFlippedInsideATextCostsOnlyThatNote() throws {
        let (_, load) = try loadStore(holding: try damaged(#"\"y\"}]}"#, #"\"y]"}]}"#))
        #expect(load.contents == Self.fixture.removingNotes(at: [3]))
        #expect(try problem(load).droppedEntries.map(\.index) == [3])
        #expect(try problem(load).droppedEntries.map(\.kind) == [.note])
    }

    @Test func damagedOpeningBracketOfTheNotesKeepsEveryNoteAndPhoto() throws {
        let (_, load) = try loadStore(holding: try damaged(#"{"notes":["#, #"{"notes":x"#))
        #expect(load.contents == Self.fixture)
        #expect(try problem(load).droppedEntries.isEmpty)
        let (_, missing) = try loadStore(holding: try damaged(#"{"notes":["#, #"{"notes":"#))
        #expect(missing.contents == Self.fixture)
    }

    @Test func secondNotesArrayIsDamageAndBothArraysAreRecovered() throws {
        let extra =
            #","notes":[{"color":[1,1,1,1],"content":"","createdAt":0,"id":"00000000-0000-0000-0000-000000000999","importance":"normal","title":"second","updatedAt":0}]"#
        let (store, load) = try loadStore(holding: try damaged(#","version":1}"#, extra + #","version":1}"#))
        let problem = try problem(load)
        #expect(problem.reason == .unexpectedStructure(detail: "the key “notes” occurs more than once"))
        #expect(load.contents.notes.count == Self.fixture.notes.count + 1)
        #expect(load.contents.notes.last?.title == "second")
        #expect(throws: StoreError.unreadableStoreNotAcknowledged(problem)) { try store.save(load.contents) }
    }

    @Test func repeatedKeyInsideANoteDropsAndReportsThatNote() throws {
        let text = try damaged(#""title":"Plain""#, #""title":"Plain","title":"Other""#)
        let fileSystem = InMemoryFileSystem()
        let (store, load) = try loadStore(holding: Data(text.utf8), in: fileSystem)
        #expect(load.contents == Self.fixture.removingNotes(at: [1]))
        let problem = try problem(load)
        #expect(problem.reason == .malformedEntries)
        #expect(
            problem.droppedEntries == [
                DroppedEntry(
                    kind: .note, index: 1, rawID: "00000000-0000-0000-0000-000000000901",
                    reason: "notes.1: the key “title” occurs more than once")
            ])
        #expect(fileSystem.contents(of: problem.keptAside) == Data(text.utf8))
        #expect(fileSystem.contents(of: store.notesFile) == Data(text.utf8))
    }

    @Test(arguments: ["18446744073709551616", "100000000000000000000000", #""2""#, "1.0", "-1"])
    func versionThatIsNotAnIntItCanReadIsRefused(version: String) throws {
        let text = try damaged(#""version":1"#, #""version":\#(version)"#)
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(Data(text.utf8), of: store.notesFile)
        #expect(throws: StoreError.unreadableVersion(file: store.notesFile, found: version)) {
            _ = try store.load()
        }
        #expect(throws: StoreError.unreadableVersion(file: store.notesFile, found: version)) {
            try store.save(StoreContents())
        }
        #expect(fileSystem.contents(of: store.notesFile) == Data(text.utf8))
    }

    @Test func strayByteBetweenTwoNotesCostsNothingAndReportsNothing() throws {
        let (_, load) = try loadStore(holding: try damaged(#"},{"color""#, #"},x{"color""#))
        #expect(load.contents == Self.fixture)
        #expect(try problem(load).droppedEntries.isEmpty)
    }

    @Test func noteWhoseOpeningBraceIsGoneIsReportedUnderItsOwnID() throws {
        let plain = #"{"color":[1,1,1,1],"content":"Body""#
        let (_, load) = try loadStore(holding: try damaged(plain, String(plain.dropFirst())))
        #expect(load.contents == Self.fixture.removingNotes(at: [1]))
        let dropped = try problem(load).droppedEntries
        #expect(dropped.map(\.index) == [1])
        #expect(dropped.map(\.rawID) == ["00000000-0000-0000-0000-000000000901"])
    }

    @Test func damageToThePhotosKeyKeepsThePhotos() throws {
        let (_, load) = try loadStore(holding: try damaged(#"],"photos":["#, #"],"phXtos":["#))
        #expect(load.contents == Self.fixture)
        let (_, comma) = try loadStore(holding: try damaged(#"],"photos":["#, #"]x"photos":["#))
        #expect(comma.contents == Self.fixture)
    }
}
