import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Notes self-destruct through the timer on the library, and the list follows: the list itself
/// removes nothing.
@MainActor
@Suite struct SelfDestructTimerTests {
    @Test func notesWhoseDateHasPassedAreRemovedAtLoad() {
        var expired = ListNoteSpec.ideas
        expired.selfDestructIn = -1
        var now = ListNoteSpec.trip
        now.selfDestructIn = 0
        let harness = ListNotesHarness([.groceries, expired, now])
        #expect(harness.titles == ["Groceries"])
        #expect(harness.library.notebook.noteCount == 1)
    }

    @Test func noteDisappearsWhenTheClockPassesItsDateAndTheNextIsScheduled() {
        var soon = ListNoteSpec.ideas
        soon.selfDestructIn = 60
        var later = ListNoteSpec.trip
        later.selfDestructIn = 3_600
        let harness = ListNotesHarness([.groceries, soon, later])
        #expect(
            harness.clock.pendingDeadlines == [
                ListNotesHarness.start.addingTimeInterval(60), ListNotesHarness.nextMidnight,
            ])
        harness.clock.advance(by: 59)
        #expect(harness.titles.count == 3)
        harness.clock.advance(by: 1)
        #expect(harness.titles == ["Groceries", "Trip to Oslo"])
        #expect(
            harness.clock.pendingDeadlines == [
                ListNotesHarness.start.addingTimeInterval(3_600), ListNotesHarness.nextMidnight,
            ])
        harness.clock.advance(by: 3_600)
        #expect(harness.titles == ["Groceries"])
        #expect(harness.clock.pendingDeadlines == [ListNotesHarness.nextMidnight])
    }

    @Test func timerFollowsSavesAndDeletesOfDatedNotes() {
        var dated = ListNoteSpec.ideas
        dated.selfDestructIn = 600
        let harness = ListNotesHarness([.groceries, dated])
        harness.edit(0) { $0.selfDestructDate = ListNotesHarness.start.addingTimeInterval(120) }
        #expect(
            harness.clock.pendingDeadlines == [
                ListNotesHarness.start.addingTimeInterval(120), ListNotesHarness.nextMidnight,
            ])
        harness.viewModel.rowSwipedToDelete(harness.id(0))
        #expect(
            harness.clock.pendingDeadlines == [
                ListNotesHarness.start.addingTimeInterval(600), ListNotesHarness.nextMidnight,
            ])
        harness.viewModel.rowSwipedToDelete(harness.id(1))
        #expect(harness.clock.pendingDeadlines == [ListNotesHarness.nextMidnight])
    }

    @Test func aListWithoutTheTimerListsANoteWhoseDatePassedUntilTheTimerRemovesIt() {
        let clock = ManualTimerClock(start: ListNotesHarness.start)
        let expired = Note(
            id: Note.ID(UUID()), title: "Gone", content: "x",
            selfDestructDate: ListNotesHarness.start.addingTimeInterval(-1),
            createdAt: ListNotesHarness.start.addingTimeInterval(-60))
        let library = NotesLibrary(notebook: Notebook(notes: [expired]))
        let list = ListNotesViewModel(
            library: library, environment: ListNotesHarness.environment(clock: clock))
        #expect(list.rows.value.count == 1)
        let timer = SelfDestructTimer(library: library, now: clock.nowSource, scheduler: clock.scheduler)
        #expect(list.rows.value.isEmpty)
        #expect(timer.nextDate == nil)
    }

    @Test func stoppedTimerRemovesNothingMore() {
        var soon = ListNoteSpec.ideas
        soon.selfDestructIn = 60
        let harness = ListNotesHarness([soon])
        harness.selfDestruct.stop()
        harness.clock.advance(by: 120)
        #expect(harness.titles == ["Ideas"])
    }
}
