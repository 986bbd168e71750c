import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Searching the list: filtering, order, match ranges, the search state and its changesets.
@MainActor
@Suite struct ListNotesViewModelSearchTests {
    @Test func searchFiltersRowsKeepingNewestFirstWithMatchRanges() throws {
        let harness = ListNotesHarness([.ideas, .groceries, .trip])
        harness.viewModel.searchTextChanged("MILK")
        let rows = harness.viewModel.rows.value
        #expect(rows.map(\.title) == ["Groceries", "Ideas"])
        let groceries = try #require(rows.first)
        let matches = try #require(groceries.matches)
        #expect(matches.title.isEmpty)
        #expect(matches.content.map { String(groceries.preview[$0]) } == ["Milk"])
        #expect(harness.viewModel.searchState.value == .active(query: "MILK", countText: "2 of 3"))
        #expect(harness.viewModel.searchQuery.value == "MILK")
    }

    @Test func matchRangesIndexTheDisplayedTitle() throws {
        let harness = ListNotesHarness([.untitled])
        harness.viewModel.searchTextChanged("plumb")
        let row = try #require(harness.viewModel.rows.value.first)
        let matches = try #require(row.matches)
        #expect(matches.title.map { String(row.title[$0]) } == ["plumb"])
        #expect(matches.content.isEmpty)
    }

    @Test func noResultsStateNamesTheQuery() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.searchTextChanged("zebra")
        #expect(harness.viewModel.rows.value.isEmpty)
        #expect(
            harness.viewModel.searchState.value
                == .noResults(query: "zebra", message: "No results for “zebra”"))
        #expect(harness.viewModel.countText.value == "3 Notes")
        #expect(harness.viewModel.shownCountText.value == "0 of 3")
    }

    @Test func submittingAQueryWithNoHitsOpensANewNoteTitledWithIt() throws {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.searchTextChanged(" zebra crossing ")
        harness.viewModel.searchSubmitted()
        guard case .newNoteTitled(let id, let title) = harness.viewModel.destination.value else {
            Issue.record(
                "expected a new note, got \(String(describing: harness.viewModel.destination.value))")
            return
        }
        #expect(title == "zebra crossing")
        #expect(harness.library.note(withID: id) == nil)
        let editor = try EditNoteViewModel(
            for: .newNoteTitled(id, title: title), in: harness.library,
            environment: .fixture)
        #expect(editor.title.value == "zebra crossing")
        #expect(editor.isNew)
    }

    @Test func submittingAQueryWithHitsOrABlankOneOpensNothing() {
        let harness = ListNotesHarness([.ideas, .groceries, .trip])
        harness.viewModel.searchTextChanged("milk")
        harness.viewModel.searchSubmitted()
        #expect(harness.viewModel.destination.value == nil)
        harness.viewModel.searchTextChanged("")
        harness.viewModel.searchSubmitted()
        #expect(harness.viewModel.destination.value == nil)
    }

    @Test func russianSearchTextsUseRussianWords() {
        let harness = ListNotesHarness(
            [ListNoteSpec(title: "Ёлка"), ListNoteSpec(title: "Список")], language: .russian)
        harness.viewModel.searchTextChanged("елка")
        #expect(harness.viewModel.searchState.value == .active(query: "елка", countText: "1 из 2"))
        harness.viewModel.searchTextChanged("жираф")
        #expect(
            harness.viewModel.searchState.value
                == .noResults(query: "жираф", message: "Ничего не найдено по запросу «жираф»"))
    }

    @Test func queryThatFoldsToNothingListsEveryNote() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.searchTextChanged("\u{301}")
        #expect(harness.viewModel.rows.value.count == 3)
        #expect(harness.viewModel.searchState.value == .inactive)
    }

    @Test func searchCancelledRestoresTheFullListInOneChangeset() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.searchTextChanged("trip")
        var changesets: [RowChangeset] = []
        let subscription = harness.viewModel.rowChanges.subscribe { changesets.append($0) }
        harness.viewModel.searchCancelled()
        #expect(harness.titles == ["Groceries", "Ideas", "Trip to Oslo"])
        #expect(harness.viewModel.searchQuery.value == "")
        #expect(harness.viewModel.searchState.value == .inactive)
        #expect(changesets == [RowChangeset(inserted: [0, 1], updated: [2])])
        subscription.cancel()
    }

    @Test func growingTheQueryDeletesRowsThatStopMatchingAndUpdatesTheRest() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.searchTextChanged("i")
        var changesets: [RowChangeset] = []
        let subscription = harness.viewModel.rowChanges.subscribe { changesets.append($0) }
        harness.viewModel.searchTextChanged("id")
        #expect(harness.titles == ["Ideas"])
        #expect(changesets == [RowChangeset(deleted: [0, 2], updated: [0])])
        subscription.cancel()
    }

    @Test func retypingTheSameFoldedQuerySendsNoChangeset() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.searchTextChanged("Milk")
        var changesets: [RowChangeset] = []
        let subscription = harness.viewModel.rowChanges.subscribe { changesets.append($0) }
        harness.viewModel.searchTextChanged("milk")
        #expect(changesets.isEmpty)
        #expect(harness.viewModel.searchQuery.value == "milk")
        subscription.cancel()
    }

    @Test func noteSavedElsewhereJoinsTheSearchWhenItStartsToMatch() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.searchTextChanged("milk")
        harness.edit(2) { $0.content = "Buy milk in Oslo" }
        #expect(harness.titles == ["Trip to Oslo", "Groceries", "Ideas"])
        #expect(harness.viewModel.searchState.value == .active(query: "milk", countText: "3 of 3"))
    }

    @Test func replacingTheLibraryWhileSearchingFiltersTheNewNotes() throws {
        let harness = ListNotesHarness([ListNoteSpec(title: "xx"), ListNoteSpec(title: "ya", age: 60)])
        harness.viewModel.searchTextChanged("y")
        let kept = try #require(harness.library.note(withID: harness.id(1)))
        let fresh = Note(id: .fixture(index: 50), title: "yoyo", createdAt: ListNotesHarness.start)
        // The new index may reuse the old one's generation number; its slots hold other notes.
        harness.library.replace(with: Notebook(notes: [fresh, kept]))
        harness.viewModel.searchTextChanged("yo")
        #expect(harness.titles == ["yoyo"])
        #expect(harness.viewModel.searchState.value == .active(query: "yo", countText: "1 of 2"))
    }
}
