import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Random keystrokes in the search field (typing, deleting, cancelling) mixed with library edits:
/// the rows always equal a plain filter of the notebook by a fresh index, and a front end that
/// applies each changeset always holds the rows delivered.
@MainActor
@Suite struct ListNotesViewModelKeystrokeTests {
    static let words = [
        "apple", "apricot", "banana", "bread", "pear", "papaya", "Ёлка", "елка", "café", "cafe",
    ]
    static let keys: [Character] = ["a", "p", "r", "e", "b", "n", "ё", "л", "к", "é", "c", "f", "A"]

    @Test(arguments: 0..<12)
    func rowsAfterAnyKeystrokesEqualAPlainFilter(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: 500 + seed)
        let harness = ListNotesHarness(
            (0..<Int.random(in: 0..<40, using: &random)).map { index in
                ListNoteSpec(
                    title: Self.text(&random), content: Self.text(&random), age: Double(index * 60))
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
        for step in 0..<300 {
            switch Int.random(in: 0..<14, using: &random) {
            case 0:
                typed = ""
                viewModel.searchCancelled()
            case 1, 2:
                typed = String(typed.dropLast())
                viewModel.searchTextChanged(typed)
            case 3:
                next += 1
                harness.library.save(
                    Note(
                        id: .fixture(index: 10_000 + next), title: Self.text(&random),
                        content: Self.text(&random),
                        createdAt: ListNotesHarness.start.addingTimeInterval(
                            -Double(Int.random(in: 0..<3_000, using: &random)))))
            case 4:
                guard var note = harness.library.notebook.notes.randomElement(using: &random) else {
                    continue
                }
                note.content = Self.text(&random)
                if Bool.random(using: &random) {
                    note.updatedAt = ListNotesHarness.start.addingTimeInterval(
                        -Double(Int.random(in: 0..<3_000, using: &random)))
                }
                harness.library.save(note)
            case 5:
                let ids = harness.library.notebook.orderedNoteIDs.shuffled(using: &random).prefix(
                    Int.random(in: 1...2, using: &random))
                harness.library.removeNotes(withIDs: ids)
            case 6 where Int.random(in: 0..<4, using: &random) == 0:
                let kept = harness.library.notebook.notes.filter { _ in Bool.random(using: &random) }
                harness.library.replace(with: Notebook(notes: kept))
            default:
                if typed.count < 6 { typed.append(Self.keys.randomElement(using: &random)!) }
                viewModel.searchTextChanged(typed)
            }
            let notes = harness.library.notebook.notes
            let reference = SearchIndex(notes).search(typed)
            let expected = notes.map(\.id).filter { SearchQuery(typed).isEmpty || reference.contains($0) }
            #expect(viewModel.rows.value.ids == expected, "step \(step): \(String(reflecting: typed))")
            let shownCount =
                SearchQuery(typed).isEmpty
                ? ListNotesText.noteCount(notes.count, language: .english)
                : ListNotesText.searchCount(matching: expected.count, of: notes.count, language: .english)
            #expect(viewModel.shownCountText.value == shownCount, "step \(step)")
            #expect(frontEnd == Array(viewModel.rows.value), "step \(step)")
            #expect(failures.isEmpty, "step \(step): \(failures)")
            if !failures.isEmpty { break }
        }
        subscription.cancel()
    }

    private static func text(_ random: inout SeededRandomNumberGenerator) -> String {
        (0..<Int.random(in: 0..<5, using: &random)).map { _ in words.randomElement(using: &random)! }
            .joined(separator: " ")
    }
}
