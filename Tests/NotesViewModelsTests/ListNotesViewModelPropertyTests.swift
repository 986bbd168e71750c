import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Random library edits and searches: a front end that applies each changeset to the rows it last
/// received always ends up with exactly the rows the view model delivers.
@MainActor
@Suite struct ListNotesViewModelPropertyTests {
    static let words = ["apple", "banana", "cherry", "apricot", "bread", "milk", "Ёлка", "café"]
    static let queries = ["", "a", "ap", "apr", "b", "ba", "milk", "e", "z", "cafe", "ел"]

    /// A front end's copy of the rows, kept only through changesets.
    final class FrontEnd {
        var rows: [ListNotesRow] = []
        var failures: [String] = []
    }

    @Test(arguments: 0..<20)
    func changesetsTurnTheRowsLastReceivedIntoTheNewRows(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<10 {
            try runSequence(steps: 30, random: &random)
        }
    }

    private func runSequence(steps: Int, random: inout SeededRandomNumberGenerator) throws {
        let specs = (0..<Int.random(in: 0..<8, using: &random)).map { index in
            ListNoteSpec(
                title: Self.words.randomElement(using: &random)!,
                content: Self.words.randomElement(using: &random)!, age: Double(index * 60))
        }
        let harness = ListNotesHarness(specs)
        let viewModel = harness.viewModel
        let frontEnd = FrontEnd()
        frontEnd.rows = Array(viewModel.rows.value)
        let subscription = viewModel.rowChanges.subscribe { [frontEnd] changeset in
            let new = Array(viewModel.rows.value)
            do {
                let applied = try changeset.applied(to: frontEnd.rows, new: new)
                if applied != new { frontEnd.failures.append("\(changeset) did not give the new rows") }
            } catch {
                frontEnd.failures.append("\(changeset): \(error)")
            }
            frontEnd.rows = new
        }
        var nextTitle = 0
        for _ in 0..<steps {
            let listed = viewModel.rows.value.ids
            switch Int.random(in: 0..<7, using: &random) {
            case 0:
                nextTitle += 1
                let age = Double(Int.random(in: 0..<600, using: &random))
                harness.library.save(
                    Note(
                        id: .fixture(index: 1_000 + Int(random.next() % 1_000_000)),
                        title: "\(Self.words.randomElement(using: &random)!) \(nextTitle)",
                        content: Self.words.randomElement(using: &random)!,
                        createdAt: ListNotesHarness.start.addingTimeInterval(-age)))
            case 1:
                guard var note = harness.library.notebook.notes.randomElement(using: &random) else {
                    continue
                }
                if Bool.random(using: &random) { note.title = Self.words.randomElement(using: &random)! }
                if Bool.random(using: &random) {
                    note.updatedAt = ListNotesHarness.start.addingTimeInterval(
                        -Double(Int.random(in: 0..<600, using: &random)))
                }
                harness.library.save(note)
            case 2:
                let ids = harness.library.notebook.orderedNoteIDs.shuffled(using: &random).prefix(
                    Int.random(in: 1...3, using: &random))
                harness.library.removeNotes(withIDs: ids)
            case 3:
                if let id = listed.randomElement(using: &random) { viewModel.rowSwipedToDelete(id) }
            case 4:
                let kept = harness.library.notebook.notes.filter { _ in Bool.random(using: &random) }
                harness.library.replace(with: Notebook(notes: kept))
            default:
                viewModel.searchTextChanged(Self.queries.randomElement(using: &random)!)
            }
            #expect(frontEnd.failures.isEmpty, "\(frontEnd.failures)")
            #expect(frontEnd.rows == Array(viewModel.rows.value))
            let expectedIDs = harness.library.notebook.orderedNoteIDs.filter { id in
                let query = viewModel.searchQuery.value
                return SearchQuery(query).isEmpty || harness.library.searchIndex.search(query).contains(id)
            }
            #expect(viewModel.rows.value.ids == expectedIDs)
            if !frontEnd.failures.isEmpty { break }
        }
        subscription.cancel()
    }
}
