import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing
import TextSnapshots

/// What a front end sees during each interaction: every property change and every changeset, in
/// order, as one timeline per interaction under `Snapshots/ListNotesViewModelTimelineTests/`.
@MainActor
@Suite struct ListNotesViewModelTimelineTests {
    @Test func typingASearch() {
        let harness = ListNotesHarness(ListNoteSpec.three + [.untitled])
        let recorder = harness.recordEverything()
        for text in ["m", "mi", "mil", "milk", "milky"] {
            recorder.note("-- user typed \(String(reflecting: text))")
            harness.viewModel.searchTextChanged(text)
        }
        assertSnapshot(recorder.timeline, named: "typing-a-search")
    }

    @Test func cancellingASearch() {
        let harness = ListNotesHarness(ListNoteSpec.three + [.untitled])
        harness.viewModel.searchTextChanged("oslo")
        let recorder = harness.recordEverything()
        recorder.note("-- user tapped Cancel")
        harness.viewModel.searchCancelled()
        assertSnapshot(recorder.timeline, named: "cancelling-a-search")
    }

    @Test func deletingBySwipe() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        let recorder = harness.recordEverything()
        recorder.note("-- user swiped \"Ideas\" and tapped Delete")
        harness.viewModel.rowSwipedToDelete(harness.id(1))
        assertSnapshot(recorder.timeline, named: "deleting-by-swipe")
    }

    @Test func editModeMultiDelete() {
        let harness = ListNotesHarness(ListNoteSpec.three + [.untitled])
        let recorder = harness.recordEverything()
        recorder.note("-- user tapped Edit")
        harness.viewModel.editTapped()
        recorder.note("-- user ticked \"Groceries\"")
        harness.viewModel.rowToggled(harness.id(0))
        recorder.note("-- user tapped the row \"Trip to Oslo\"")
        harness.viewModel.rowTapped(harness.id(2))
        recorder.note("-- user tapped Delete")
        harness.viewModel.deleteSelectedTapped()
        recorder.note("-- user tapped Done")
        harness.viewModel.doneEditingTapped()
        assertSnapshot(recorder.timeline, named: "edit-mode-multi-delete")
    }

    @Test func editModeEnteredAndLeftWithoutDeleting() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        let recorder = harness.recordEverything()
        recorder.note("-- user tapped Edit")
        harness.viewModel.editTapped()
        recorder.note("-- user ticked \"Groceries\", then unticked it")
        harness.viewModel.rowToggled(harness.id(0))
        harness.viewModel.rowToggled(harness.id(0))
        recorder.note("-- user ticked \"Ideas\"")
        harness.viewModel.rowToggled(harness.id(1))
        recorder.note("-- user tapped Done")
        harness.viewModel.doneEditingTapped()
        assertSnapshot(recorder.timeline, named: "edit-mode-left-without-deleting")
    }

    @Test func addingANote() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        let recorder = harness.recordEverything()
        recorder.note("-- user tapped +")
        harness.viewModel.addTapped()
        recorder.note("-- the editor committed the new note one minute later")
        harness.clock.advance(by: 60)
        if case .newNote(let id) = harness.viewModel.destination.value {
            harness.library.save(
                Note(id: id, title: "Dentist", content: "Tuesday 9:30", createdAt: harness.clock.now))
        }
        recorder.note("-- the editor closed")
        harness.viewModel.destinationDismissed()
        assertSnapshot(recorder.timeline, named: "adding-a-note")
    }

    @Test func openingAndEditingANote() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        let recorder = harness.recordEverything()
        recorder.note("-- user tapped \"Trip to Oslo\"")
        harness.viewModel.rowTapped(harness.id(2))
        recorder.note("-- the editor committed a new title two minutes later")
        harness.clock.advance(by: 120)
        harness.edit(2) { $0.title = "Trip to Bergen" }
        recorder.note("-- the editor closed")
        harness.viewModel.destinationDismissed()
        assertSnapshot(recorder.timeline, named: "opening-and-editing-a-note")
    }

    @Test func selfDestructExpiry() {
        var soon = ListNoteSpec.ideas
        soon.selfDestructIn = 90
        var later = ListNoteSpec.trip
        later.selfDestructIn = 3_600
        let harness = ListNotesHarness([.groceries, soon, later])
        let recorder = harness.recordEverything()
        recorder.note("-- one minute passed")
        harness.clock.advance(by: 60)
        recorder.note("-- the clock passed \"Ideas\"' self-destruct date")
        harness.clock.advance(by: 30)
        recorder.note("-- the clock passed \"Trip to Oslo\"'s self-destruct date")
        harness.clock.advance(by: 3_600)
        assertSnapshot(recorder.timeline, named: "self-destruct-expiry")
    }

    @Test func midnight() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        let recorder = harness.recordEverything()
        recorder.record(harness.viewModel.rows.map { $0.map(\.dateText) }, as: "dateTexts")
        recorder.note("-- the clock reached 23:59:59")
        harness.clock.advance(to: ListNotesHarness.nextMidnight.addingTimeInterval(-1))
        recorder.note("-- midnight: the times of today's notes became their date")
        harness.clock.advance(by: 1)
        recorder.note("-- the editor saved \"Trip to Oslo\" at 9:00")
        harness.clock.advance(by: 9 * 3_600)
        harness.edit(2) { $0.content += "\nFerry" }
        recorder.note("-- the next midnight: only \"Trip to Oslo\" was dated that day")
        harness.clock.advance(to: ListNotesHarness.nextMidnight.addingTimeInterval(86_400))
        recorder.note("-- another day passed: no date text changed")
        harness.clock.advance(by: 86_400)
        assertSnapshot(recorder.timeline, named: "midnight")
    }
}
