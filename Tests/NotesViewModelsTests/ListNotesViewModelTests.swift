import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

@MainActor
@Suite struct ListNotesViewModelTests {
    // MARK: Rows and count

    @Test func rowsAreNewestFirstWithTitlePreviewAndDate() throws {
        let harness = ListNotesHarness([.trip, .groceries, .untitled, .ideas])
        let rows = harness.viewModel.rows.value
        #expect(rows.map(\.title) == ["Groceries", "Ideas", "Trip to Oslo", "Call the plumber"])
        let first = try #require(rows.first)
        #expect(first.id == harness.id(1))
        #expect(first.preview == "Milk, eggs\nBread")
        #expect(first.dateText == "7:30 AM")
        #expect(first.matches == nil)
        #expect(rows[2].dateText == "12/01/27")
        #expect(rows[3].preview == "about the tap")
    }

    @Test func whiteSwatchHasABorderAndColouredOnesDoNot() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        let swatches = harness.viewModel.rows.value.map(\.swatch)
        #expect(
            swatches == [
                ListNotesSwatch(color: .green), ListNotesSwatch(color: .white), ListNotesSwatch(color: .red),
            ])
        #expect(swatches.map(\.hasBorder) == [false, true, false])
    }

    @Test func countTextReadsNoNotesOneNoteAndManyNotes() {
        #expect(ListNotesHarness([]).viewModel.countText.value == "No Notes")
        #expect(ListNotesHarness([.ideas]).viewModel.countText.value == "1 Note")
        #expect(ListNotesHarness(ListNoteSpec.three).viewModel.countText.value == "3 Notes")
    }

    @Test(arguments: [
        (1, "1 заметка"), (2, "2 заметки"), (5, "5 заметок"), (11, "11 заметок"), (21, "21 заметка"),
    ])
    func russianCountUsesPluralRules(count: Int, expected: String) {
        let specs = (0..<count).map { ListNoteSpec(title: "Заметка \($0)", age: Double($0)) }
        #expect(ListNotesHarness(specs, language: .russian).viewModel.countText.value == expected)
    }

    @Test func countTextFollowsDeletions() {
        let harness = ListNotesHarness([.ideas, .trip])
        harness.viewModel.rowSwipedToDelete(harness.id(0))
        #expect(harness.viewModel.countText.value == "1 Note")
    }

    // MARK: Navigation

    @Test func addTappedPresentsANewNoteWithAFreshIDWithoutAddingIt() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.addTapped()
        let expected = Note.ID(UUID(uuidString: "00000000-0000-0000-0000-000000000004")!)
        #expect(harness.viewModel.destination.value == .newNote(expected))
        #expect(harness.library.notebook.noteCount == 3)
    }

    @Test func rowTappedPresentsItsEditorAndDismissingClearsIt() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.rowTapped(harness.id(1))
        #expect(harness.viewModel.destination.value == .editNote(harness.id(1)))
        harness.viewModel.rowTapped(harness.id(2))
        harness.viewModel.addTapped()
        #expect(harness.viewModel.destination.value == .editNote(harness.id(1)))
        harness.viewModel.destinationDismissed()
        #expect(harness.viewModel.destination.value == nil)
    }

    @Test func tappingANoteThatIsNotListedDoesNothing() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.searchTextChanged("trip")
        harness.viewModel.rowTapped(harness.id(0))
        harness.viewModel.rowTapped(Note.ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000FF")!))
        #expect(harness.viewModel.destination.value == nil)
    }

    @Test func editorCommitElsewhereMovesTheRowToTheTopAtOnce() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        var changesets: [RowChangeset] = []
        let subscription = harness.viewModel.rowChanges.subscribe { changesets.append($0) }
        harness.clock.advance(by: 60)
        harness.edit(2) { $0.title = "Trip to Bergen" }
        #expect(harness.titles == ["Trip to Bergen", "Groceries", "Ideas"])
        #expect(changesets == [RowChangeset(moved: [.init(from: 2, to: 0)], updated: [0])])
        #expect(harness.viewModel.rows.value[0].dateText == "8:01 AM")
        subscription.cancel()
    }

    @Test func newNoteCommittedElsewhereIsInsertedAtTheTop() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        var changesets: [RowChangeset] = []
        let subscription = harness.viewModel.rowChanges.subscribe { changesets.append($0) }
        harness.library.save(Note(id: .fixture(index: 99), title: "Fresh", createdAt: harness.clock.now))
        #expect(harness.titles.first == "Fresh")
        #expect(changesets == [RowChangeset(inserted: [0])])
        subscription.cancel()
    }

    // MARK: Deleting

    @Test func swipeDeleteRemovesTheNoteWithOneDeletion() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        var changesets: [RowChangeset] = []
        let subscription = harness.viewModel.rowChanges.subscribe { changesets.append($0) }
        harness.viewModel.rowSwipedToDelete(harness.id(1))
        #expect(harness.titles == ["Groceries", "Trip to Oslo"])
        #expect(harness.library.note(withID: harness.id(1)) == nil)
        #expect(changesets == [RowChangeset(deleted: [1])])
        subscription.cancel()
    }

    @Test func editModeSelectsRowsAndDeletesThemInOneChangeset() {
        let harness = ListNotesHarness(ListNoteSpec.three + [.untitled])
        var changesets: [RowChangeset] = []
        let subscription = harness.viewModel.rowChanges.subscribe { changesets.append($0) }
        harness.viewModel.editTapped()
        harness.viewModel.rowToggled(harness.id(0))
        harness.viewModel.rowTapped(harness.id(2))
        harness.viewModel.rowToggled(harness.id(3))
        harness.viewModel.rowToggled(harness.id(3))
        #expect(harness.viewModel.mode.value == .editing(selected: [harness.id(0), harness.id(2)]))
        #expect(harness.viewModel.destination.value == nil)
        harness.viewModel.deleteSelectedTapped()
        #expect(harness.titles == ["Ideas", "Call the plumber"])
        #expect(changesets == [RowChangeset(deleted: [0, 2])])
        #expect(harness.viewModel.mode.value == .editing(selected: []))
        subscription.cancel()
    }

    @Test func doneEditingForgetsTheSelectionAndTogglingThenDoesNothing() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.editTapped()
        harness.viewModel.rowToggled(harness.id(0))
        harness.viewModel.doneEditingTapped()
        #expect(harness.viewModel.mode.value == .browsing)
        harness.viewModel.rowToggled(harness.id(1))
        #expect(harness.viewModel.mode.value == .browsing)
    }

    @Test func addIsIgnoredWhileEditingAndDeleteWithNothingSelectedDoesNothing() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.editTapped()
        harness.viewModel.addTapped()
        harness.viewModel.deleteSelectedTapped()
        #expect(harness.viewModel.destination.value == nil)
        #expect(harness.library.notebook.noteCount == 3)
    }

    @Test func selectionDropsNotesDeletedElsewhereOrFilteredOut() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.editTapped()
        for index in 0..<3 { harness.viewModel.rowToggled(harness.id(index)) }
        harness.library.removeNotes(withIDs: [harness.id(0)])
        #expect(harness.viewModel.mode.value == .editing(selected: [harness.id(1), harness.id(2)]))
        harness.viewModel.searchTextChanged("trip")
        #expect(harness.viewModel.mode.value == .editing(selected: [harness.id(2)]))
    }

    @Test func deletingSeveralNotesElsewhereInOneBatchSendsOneChangeset() {
        let harness = ListNotesHarness(ListNoteSpec.three + [.untitled])
        var changesets: [RowChangeset] = []
        let subscription = harness.viewModel.rowChanges.subscribe { changesets.append($0) }
        harness.library.removeNotes(withIDs: [harness.id(3), harness.id(0), harness.id(1)])
        #expect(changesets == [RowChangeset(deleted: [0, 1, 3])])
        subscription.cancel()
    }

    @Test func releasingTheListCancelsItsTimer() {
        var dated = ListNoteSpec.ideas
        dated.selfDestructIn = 60
        let harness = ListNotesHarness([dated])
        do {
            let second = ListNotesViewModel(library: harness.library, environment: harness.environment)
            #expect(second.rows.value.count == 1)
            #expect(harness.clock.pendingDeadlines.count == 3)
        }
        #expect(
            harness.clock.pendingDeadlines == [
                ListNotesHarness.start.addingTimeInterval(60), ListNotesHarness.nextMidnight,
            ])
    }
}
