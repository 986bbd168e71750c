import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Releasing a list ends its timers and its library subscriptions wherever the last reference goes,
/// main actor or not: its `deinit` is not isolated, so it runs at once on the releasing thread.
@MainActor
@Suite struct ListNotesViewModelReleaseTests {
    @Test func releasingTheListOffTheMainActorCancelsItsTimersAtOnce() {
        var dated = ListNoteSpec.ideas
        dated.selfDestructIn = 60
        let harness = ListNotesHarness([dated])
        var second: ListNotesViewModel? = ListNotesViewModel(
            library: harness.library, environment: harness.environment)
        #expect(second?.rows.value.count == 1)
        #expect(harness.clock.pendingDeadlines.count == 3)
        let lastReference = Unmanaged.passRetained(second!)
        second = nil
        Self.release(lastReference)
        // The main actor has been busy throughout: only a deinit run on the releasing thread can have
        // cancelled the timers by now.
        #expect(
            harness.clock.pendingDeadlines == [
                ListNotesHarness.start.addingTimeInterval(60), ListNotesHarness.nextMidnight,
            ])
        harness.clock.advance(by: 2 * 86_400)
        #expect(harness.library.notebook.noteCount == 0)
        #expect(harness.titles.isEmpty)
    }

    @Test func aReleasedListIsFreedWhileItsLibraryLivesOn() {
        let harness = ListNotesHarness([.groceries])
        weak var released: ListNotesViewModel?
        do {
            let second = ListNotesViewModel(library: harness.library, environment: harness.environment)
            released = second
            #expect(second.rows.value.count == 1)
        }
        // Neither the library's subscription nor a timer keeps it: they hold the list weakly.
        #expect(released == nil)
        harness.edit(0) { $0.title = "Groceries for Sunday" }
        #expect(harness.titles == ["Groceries for Sunday"])
    }

    @Test func releasingTheListCancelsItsLiveTimerTasks() async throws {
        let clock = ManualTimerClock(start: ListNotesHarness.start)
        let cancelled = CancelledSleeps()
        var environment = ListNotesHarness.environment(clock: clock)
        environment.scheduler = .live(now: clock.nowSource) { _ in
            do {
                try await Task.sleep(for: .seconds(86_400))
            } catch {
                cancelled.record()
                throw error
            }
        }
        let dated = Note(
            id: IDGenerator.incrementing().newNoteID(), title: "Dated",
            selfDestructDate: ListNotesHarness.start.addingTimeInterval(60), createdAt: ListNotesHarness.start
        )
        let library = NotesLibrary(notebook: Notebook(notes: [dated]))
        var list: ListNotesViewModel? = ListNotesViewModel(library: library, environment: environment)
        #expect(list?.rows.value.count == 1)
        // Let the start-of-day timer's task start sleeping before the list goes away.
        for _ in 0..<10 { await Task.yield() }
        list = nil
        // The sleep ends by cancellation, not by its day-long delay.
        for _ in 0..<5_000 where cancelled.count < 1 {
            try await Task.sleep(for: .milliseconds(1))
        }
        #expect(cancelled.count == 1)
        #expect(library.notebook.noteCount == 1)
    }

    /// Counts timer sleeps that ended because their task was cancelled.
    final class CancelledSleeps: @unchecked Sendable {
        private let lock = NSLock()
        private var cancellations = 0

        var count: Int { lock.withLock { cancellations } }
        func record() { lock.withLock { cancellations += 1 } }
    }

    /// Releases `reference` on a background thread and blocks until it is done.
    private static func release<Object: AnyObject & Sendable>(_ reference: Unmanaged<Object>) {
        let released = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            reference.release()
            released.signal()
        }
        released.wait()
    }
}
