import Foundation
import NotesCore
import Testing

@testable import NotesViewModels

/// The mapping from search results to rows follows library changes without a rebuild and gives the
/// same rows as asking the result note by note.
@Suite struct ListNotesViewModelSearchOrderTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let words = ["apple", "banana", "cherry", "apricot", "bread", "milk"]

    @Test(arguments: 0..<5)
    func followedChangesGiveTheSameRowsAsFilteringEachNote(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        var notebook = Notebook(
            notes: (0..<40).map { number in
                Note(
                    id: .fixture(index: number), title: Self.words.randomElement(using: &random)!,
                    createdAt: Self.start.addingTimeInterval(-Double(Int.random(in: 0..<100, using: &random)))
                )
            })
        var index = SearchIndex(notebook.notes)
        var order = ListNotesOrder(notebook)
        var mapping = ListNotesSearchOrder()
        var nextNumber = 100
        for step in 0..<200 {
            let query = SearchQuery(["a", "ap", "b", "milk", "e"].randomElement(using: &random)!)
            let result = index.search(query)
            let rows = mapping.keys(matching: result, index: index, order: order).map(\.id)
            #expect(rows == order.keys.map(\.id).filter(result.contains), "step \(step)")
            #expect(mapping.isCurrent(for: order), "step \(step)")
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let change: NotesLibraryChange
                let existing = notebook.notes.randomElement(using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    nextNumber += 1
                    let note = Note(
                        id: .fixture(index: nextNumber), title: Self.words.randomElement(using: &random)!,
                        createdAt: Self.start.addingTimeInterval(
                            -Double(Int.random(in: 0..<100, using: &random))))
                    change = .saved(note, previous: notebook.add(note))
                    index.update(note)
                case 1:
                    guard var note = existing else { continue }
                    note.title = Self.words.randomElement(using: &random)!
                    note.updatedAt = Self.start.addingTimeInterval(
                        -Double(Int.random(in: 0..<100, using: &random)))
                    change = .saved(note, previous: notebook.add(note))
                    index.update(note)
                default:
                    guard let note = existing else { continue }
                    notebook.removeNote(withID: note.id)
                    index.remove(note.id)
                    change = .removed(note)
                }
                let edit = order.apply(change, notebook: notebook)
                mapping.follow(change, edit: edit, index: index, order: order)
                #expect(mapping.isCurrent(for: order), "step \(step): \(change)")
            }
        }
    }
}
