import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The list and the editor together, as a front end wires them: the list's destination opens an
/// editor, the editor's outcome updates the list, and dismissing clears the destination.
@MainActor
@Suite struct ListToEditorNavigationTests {
    static func editorEnvironment(_ harness: ListNotesHarness) -> EditNoteEnvironment {
        EditNoteEnvironment(
            now: harness.clock.nowSource, language: .english,
            measureLines: { paragraph, width in max(1, (paragraph.count + width - 1) / max(width, 1)) })
    }

    @Test func aNewNoteKeepsTheIDTheListChoseAndAppearsAtTheTopOnDone() throws {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.addTapped()
        let destination = try #require(harness.viewModel.destination.value)
        guard case .newNote(let chosenID) = destination else {
            Issue.record("expected a new-note destination, got \(destination)")
            return
        }
        let editor = try EditNoteViewModel(
            for: destination, in: harness.library, environment: Self.editorEnvironment(harness))
        #expect(editor.noteID == chosenID && editor.isNew)

        editor.titleChanged("Call mum")
        editor.contentChanged("Sunday, after lunch")
        editor.doneTapped()
        #expect(editor.outcome.value.map { if case .saved = $0 { true } else { false } } == true)
        #expect(harness.titles == ["Call mum", "Groceries", "Ideas", "Trip to Oslo"])
        #expect(harness.viewModel.rows.value.first?.id == chosenID)

        harness.viewModel.destinationDismissed()
        #expect(harness.viewModel.destination.value == nil)
    }

    @Test func cancellingANewNoteLeavesTheListAsItWas() throws {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.addTapped()
        let editor = try EditNoteViewModel(
            for: try #require(harness.viewModel.destination.value), in: harness.library,
            environment: Self.editorEnvironment(harness))
        editor.titleChanged("Draft")
        editor.contentChanged("Never saved")
        editor.cancelTapped()
        #expect(editor.outcome.value == .discarded)
        #expect(harness.titles == ["Groceries", "Ideas", "Trip to Oslo"])
    }

    @Test func editingARowMovesItToTheTopWithOneMove() throws {
        let harness = ListNotesHarness(ListNoteSpec.three)
        var changesets: [RowChangeset] = []
        let subscription = harness.viewModel.rowChanges.subscribe { changesets.append($0) }
        harness.viewModel.rowTapped(harness.id(2))
        #expect(harness.viewModel.destination.value == .editNote(harness.id(2)))
        let editor = try EditNoteViewModel(
            for: try #require(harness.viewModel.destination.value), in: harness.library,
            environment: Self.editorEnvironment(harness))
        editor.titleChanged("Trip to Bergen")
        editor.doneTapped()
        #expect(harness.titles == ["Trip to Bergen", "Groceries", "Ideas"])
        #expect(changesets.count == 1)
        #expect(changesets.first?.moved.count == 1)
        #expect(changesets.first?.inserted.isEmpty == true && changesets.first?.deleted.isEmpty == true)
        subscription.cancel()
    }

    @Test func openingANoteThatExpiredMeanwhileIsATypedError() throws {
        var trip = ListNoteSpec.trip
        trip.selfDestructIn = 60
        let harness = ListNotesHarness([ListNoteSpec.groceries, trip])
        harness.viewModel.rowTapped(harness.id(1))
        let destination = try #require(harness.viewModel.destination.value)
        harness.clock.advance(by: 61)
        #expect(harness.titles == ["Groceries"])
        #expect(throws: EditNoteError.noteNotFound(harness.id(1))) {
            try EditNoteViewModel(
                for: destination, in: harness.library, environment: Self.editorEnvironment(harness))
        }
    }
}
