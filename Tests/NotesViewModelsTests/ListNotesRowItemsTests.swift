import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The rows as `ForEach` items: ids read without building rows, rows built when read.
@MainActor
@Suite struct ListNotesRowItemsTests {
    @Test func itemsHaveTheRowsIdsAndBuildTheSameRows() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        let rows = harness.viewModel.rows.value
        let items = rows.items
        #expect(items.count == rows.count)
        #expect(items.map(\.id) == rows.ids)
        #expect(items.map { rows[$0] } == Array(rows))
        #expect(items.map(\.position) == Array(rows.indices))
    }

    @Test func itemsFollowASearch() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.searchQuery.value = "milk"
        let rows = harness.viewModel.rows.value
        #expect(rows.items.map { rows[$0].title } == harness.titles)
        #expect(rows.items.allSatisfy { rows[$0].matches != nil })
    }

    @Test func noRowsHaveNoItems() {
        #expect(ListNotesRows().items.isEmpty)
    }

    /// Random searches and deletes over random notes: the items' ids are the rows' ids, and each
    /// item's row is the row at its position.
    @Test func randomListsMatchTheirRows() {
        var random = SeededRandomNumberGenerator(seed: 0x17E75)
        let words = ["milk", "garden", "tap", "bread", "плов", "", "a"]
        for _ in 0..<40 {
            let specs = (0..<Int(random.next() % 30)).map { index in
                ListNoteSpec(
                    title: words[Int(random.next() % UInt64(words.count))],
                    content: words[Int(random.next() % UInt64(words.count))] + " \(index)",
                    age: Double(index) * 60)
            }
            let harness = ListNotesHarness(specs)
            for _ in 0..<10 {
                if random.next() % 3 == 0, let first = harness.viewModel.rows.value.ids.first {
                    harness.viewModel.rowSwipedToDelete(first)
                } else {
                    let word = words[Int(random.next() % UInt64(words.count))]
                    harness.viewModel.searchQuery.value = String(word.prefix(2))
                }
                let rows = harness.viewModel.rows.value
                let items = rows.items
                #expect(items.map(\.id) == rows.ids)
                if let position = rows.indices.randomElement(using: &random) {
                    #expect(rows[items[position]] == rows[position])
                }
            }
        }
    }

    /// An item kept from older rows gets its own note's row from newer ones: at its position when
    /// the note is still there, wherever the note moved, and an empty note's row once it is gone.
    @Test func anItemOfOlderRowsGetsItsOwnNotesRow() throws {
        let harness = ListNotesHarness(ListNoteSpec.three)
        let older = harness.viewModel.rows.value
        let last = try #require(older.items.last)
        let first = try #require(older.items.first)
        harness.viewModel.rowSwipedToDelete(first.id)
        let newer = harness.viewModel.rows.value
        #expect(newer[last].id == last.id)
        #expect(newer[last] == older[last])
        let gone = newer[first]
        #expect(gone.id == first.id && gone.title == Note.placeholderTitle && gone.preview.isEmpty)
        #expect(ListNotesRows()[first].id == first.id)
    }

    @Test func equalIdsHashEquallyAndDistinctIdsSpreadInASet() {
        let id = Note.ID(UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)))
        let same = Note.ID(UUID(uuidString: id.rawValue.uuidString)!)
        #expect(id == same && id.hashValue == same.hashValue)
        let random = (0..<1_000).map { _ in Note.ID(UUID()) }
        #expect(Set(random).count == 1_000)
        let ids = IDGenerator.incrementing()
        let sequential = (0..<1_000).map { _ in ids.newNoteID() }
        #expect(Set(sequential).count == 1_000 && Set(sequential + sequential).count == 1_000)
        #expect(
            Dictionary(uniqueKeysWithValues: sequential.enumerated().map { ($1, $0) })[sequential[7]] == 7)
    }
}
