import Foundation
import NotesCore
import NotesViewModels
import Testing

@Suite struct SelfDestructExpiryTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func note(_ number: UInt8, destructAt offset: TimeInterval?) -> Note {
        Note(
            id: .fixture(number), title: "Note \(number)", content: "Body",
            selfDestructDate: offset.map { now.addingTimeInterval($0) },
            createdAt: now.addingTimeInterval(-3600))
    }

    @Test func notesWhoseDatePassedOrIsNowExpireInInputOrder() {
        let notes = [
            Self.note(1, destructAt: -10), Self.note(2, destructAt: nil), Self.note(3, destructAt: 0),
            Self.note(4, destructAt: 60),
        ]
        let expiry = SelfDestructExpiry(notes: notes, now: Self.now)
        #expect(expiry.expired == [.fixture(1), .fixture(3)])
    }

    @Test func nextExpiryIsTheEarliestFutureDate() {
        let notes = [
            Self.note(1, destructAt: 600), Self.note(2, destructAt: 60), Self.note(3, destructAt: -5),
        ]
        let expiry = SelfDestructExpiry(notes: notes, now: Self.now)
        #expect(expiry.nextExpiry == Self.now.addingTimeInterval(60))
    }

    @Test func noFutureDateMeansNoNextExpiry() {
        let notes = [Self.note(1, destructAt: nil), Self.note(2, destructAt: -1)]
        let expiry = SelfDestructExpiry(notes: notes, now: Self.now)
        #expect(expiry.nextExpiry == nil)
        #expect(expiry.expired == [.fixture(2)])
    }

    @Test func passingTheNextExpiryExpiresThatNote() throws {
        let notes = [Self.note(1, destructAt: 60), Self.note(2, destructAt: 120)]
        let first = SelfDestructExpiry(notes: notes, now: Self.now)
        #expect(first.expired.isEmpty)
        let next = try #require(first.nextExpiry)
        let second = SelfDestructExpiry(notes: notes, now: next)
        #expect(second.expired == [.fixture(1)])
        #expect(second.nextExpiry == Self.now.addingTimeInterval(120))
    }

    @Test func noNotesMeansNothingToDo() {
        let expiry = SelfDestructExpiry(notes: [Note](), now: Self.now)
        #expect(expiry == SelfDestructExpiry(expired: [], nextExpiry: nil))
    }
}
