import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Deleting while searching keeps the search's results rather than searching again: random typing
/// mixed mostly with swipes and multiple deletes (and a few saves, which must search again) give
/// the rows of a plain filter by a fresh index, with changesets a front end can apply.
@MainActor
@Suite struct ListNotesViewModelRemovalSearchTests {
    static let words = ["garden", "garlic", "gar", "мёд", "медведь", "apple", "Ёлка", "café"]
    static let keys: [Character] = ["g", "a", "r", "d", "e", "м", "ё", "д", "l", "c"]

    @Test(arguments: 0..<40)
    func rowsAfterDeletesWhileSearchingEqualAPlainFilter(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: 900 + seed)
        let harness = ListNotesHarness(
            (0..<Int.random(in: 10..<60, using: &random)).map { index in
                ListNoteSpec(title: Self.text(&random), content: Self.text(&random), age: Double(index * 60))
            })
        let viewModel = harness.viewModel
        var frontEnd = Array(viewModel.rows.value)
        var failures: [String] = []
        let subscription = viewModel.rowChanges.subscribe { changeset in
            let new = Array(viewModel.rows.value)
            do {
                if try changeset.applied(to: frontEnd, new: new) != new { failures.append("\(changeset)") }
            } catch {
                failures.append("\(changeset): \(error)")
            }
            frontEnd = new
        }
        var typed = ""
        var next = 0
        for step in 0..<100 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2:
                if let row = viewModel.rows.value.ids.randomElement(using: &random) {
                    viewModel.rowSwipedToDelete(row)
                }
            case 3:
                let ids = harness.library.notebook.orderedNoteIDs.shuffled(using: &random).prefix(
                    Int.random(in: 1...3, using: &random))
                harness.library.removeNotes(withIDs: ids)
            case 4:
                typed = String(typed.dropLast())
                viewModel.searchTextChanged(typed)
            case 5 where Int.random(in: 0..<3, using: &random) == 0:
                next += 1
                harness.library.save(
                    Note(
                        id: .fixture(index: 10_000 + next), title: Self.text(&random),
                        content: Self.text(&random),
                        createdAt: ListNotesHarness.start.addingTimeInterval(
                            -Double(Int.random(in: 0..<3_000, using: &random)))))
            default:
                if typed.count < 4 { typed.append(Self.keys.randomElement(using: &random)!) }
                viewModel.searchTextChanged(typed)
            }
            let notes = harness.library.notebook.notes
            let reference = SearchIndex(notes).search(typed)
            let expected = notes.map(\.id).filter { SearchQuery(typed).isEmpty || reference.contains($0) }
            #expect(viewModel.rows.value.ids == expected, "step \(step): \(String(reflecting: typed))")
            #expect(frontEnd == Array(viewModel.rows.value), "step \(step)")
            #expect(failures.isEmpty, "step \(step): \(failures)")
            if !failures.isEmpty || viewModel.rows.value.ids != expected { break }
        }
        subscription.cancel()
    }

    private static func text(_ random: inout SeededRandomNumberGenerator) -> String {
        (0..<Int.random(in: 0..<5, using: &random)).map { _ in words.randomElement(using: &random)! }
            .joined(separator: " ")
    }
}
