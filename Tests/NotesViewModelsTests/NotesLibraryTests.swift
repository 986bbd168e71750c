import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

@MainActor
@Suite struct NotesLibraryTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func note(_ number: Int, title: String, minutesAfterStart minutes: Double = 0) -> Note {
        let id = Note.ID(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", number))!)
        return Note(
            id: id, title: title, content: "Body of \(title)",
            createdAt: start.addingTimeInterval(minutes * 60))
    }

    /// Records every change event and revision in the order a subscriber sees them.
    static func journal(of library: NotesLibrary) -> (Recorder, [SubscriptionHandle]) {
        let recorder = Recorder()
        let subscriptions = [
            library.changes.subscribe { change in
                switch change {
                case .saved(let note, let previous):
                    recorder.note("saved \(note.title) replacing \(previous?.title ?? "nothing")")
                case .removed(let note): recorder.note("removed \(note.title)")
                case .replaced: recorder.note("replaced")
                case .photosChanged: recorder.note("photos")
                }
            },
            library.revision.subscribeToChanges { revision, _ in recorder.note("revision \(revision)") },
        ]
        return (recorder, subscriptions)
    }

    @Test func savingUpsertsKeepsNewestFirstAndFeedsSearch() {
        let library = NotesLibrary()
        library.save(Self.note(1, title: "Groceries"))
        library.save(Self.note(2, title: "Ёлка", minutesAfterStart: 5))
        #expect(library.notebook.notes.map(\.title) == ["Ёлка", "Groceries"])

        var renamed = Self.note(1, title: "Shopping", minutesAfterStart: 10)
        renamed.content = "milk"
        library.save(renamed)
        #expect(library.notebook.notes.map(\.title) == ["Shopping", "Ёлка"])
        #expect(library.searchIndex.search("елка").matchingIDs == [Self.note(2, title: "").id])
        #expect(library.searchIndex.search("groceries").count == 0)
        #expect(library.searchIndex.search("MILK").count == 1)
        #expect(library.revision.value == 3)
    }

    @Test func removingSeveralNotesSendsEveryEventBeforeOneRevision() {
        let library = NotesLibrary(
            notebook: Notebook(
                notes: (1...3).map { Self.note($0, title: "N\($0)", minutesAfterStart: Double($0)) }))
        let (recorder, subscriptions) = Self.journal(of: library)
        let removed = library.removeNotes(withIDs: [
            Self.note(3, title: "").id, Self.note(9, title: "").id, Self.note(1, title: "").id,
        ])
        #expect(removed.map(\.title) == ["N3", "N1"])
        #expect(
            recorder.timeline == """
                removed N3
                removed N1
                revision 1
                """)
        #expect(library.searchIndex.count == 1)
        _ = subscriptions
    }

    @Test func removingNothingChangesNothing() {
        let library = NotesLibrary(notebook: Notebook(notes: [Self.note(1, title: "Kept")]))
        let (recorder, subscriptions) = Self.journal(of: library)
        #expect(library.removeNotes(withIDs: [Self.note(7, title: "").id]).isEmpty)
        #expect(recorder.lines.isEmpty && library.revision.value == 0)
        _ = subscriptions
    }

    @Test func expiredNotesAreRemovedAtTheirDate() {
        var expiring = Self.note(1, title: "Expiring")
        expiring.selfDestructDate = Self.start.addingTimeInterval(60)
        let library = NotesLibrary(notebook: Notebook(notes: [expiring, Self.note(2, title: "Stays")]))
        #expect(library.removeExpiredNotes(asOf: Self.start).isEmpty)
        #expect(
            library.removeExpiredNotes(asOf: Self.start.addingTimeInterval(60)).map(\.title) == ["Expiring"])
        #expect(library.notebook.notes.map(\.title) == ["Stays"])
    }

    @Test func replacingRebuildsTheSearchIndexInOneRevision() {
        let library = NotesLibrary(notebook: Notebook(notes: [Self.note(1, title: "Old")]))
        let (recorder, subscriptions) = Self.journal(of: library)
        library.replace(with: Notebook(notes: [Self.note(2, title: "New")]))
        #expect(library.searchIndex.search("old").count == 0)
        #expect(library.searchIndex.search("new").count == 1)
        #expect(
            recorder.timeline == """
                replaced
                revision 1
                """)
        _ = subscriptions
    }
}
