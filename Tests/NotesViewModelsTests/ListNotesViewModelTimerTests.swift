import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The manual timer effect the list's tests rely on.
@MainActor
@Suite struct ListNotesViewModelTimerTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    final class Log {
        var lines: [String] = []
    }

    @Test func advancingRunsDueTimersInDeadlineOrderWithTheClockAtEachDeadline() {
        let clock = ManualTimerClock(start: Self.start)
        let log = Log()
        _ = clock.scheduler(at: Self.start.addingTimeInterval(20)) { [log] in
            log.lines.append("b at \(clock.now.timeIntervalSince(Self.start))")
        }
        _ = clock.scheduler(at: Self.start.addingTimeInterval(10)) { [log] in
            log.lines.append("a at \(clock.now.timeIntervalSince(Self.start))")
        }
        _ = clock.scheduler(at: Self.start.addingTimeInterval(99)) { [log] in log.lines.append("c") }
        clock.advance(by: 30)
        #expect(log.lines == ["a at 10.0", "b at 20.0"])
        #expect(clock.now == Self.start.addingTimeInterval(30))
        #expect(clock.pendingDeadlines == [Self.start.addingTimeInterval(99)])
    }

    @Test func cancelledTimerNeverRuns() {
        let clock = ManualTimerClock(start: Self.start)
        let log = Log()
        let cancel = clock.scheduler(at: Self.start.addingTimeInterval(5)) { [log] in log.lines.append("ran")
        }
        cancel()
        cancel()
        clock.advance(by: 10)
        #expect(log.lines.isEmpty)
        #expect(clock.pendingDeadlines.isEmpty)
    }

    @Test func timeNeverMovesBackwards() {
        let clock = ManualTimerClock(start: Self.start)
        clock.advance(to: Self.start.addingTimeInterval(-60))
        #expect(clock.nowSource() == Self.start)
    }

    /// What the live timer's injected sleep was asked for, and how a test ends a waiting sleep.
    @MainActor final class SleepLog {
        var seconds: [TimeInterval] = []
        var sleepEnded: CheckedContinuation<Void, Never>?
    }

    static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// A live scheduler on `clock` whose sleep moves the clock by `step(requested)` seconds at once.
    static func liveScheduler(
        _ clock: ManualTimerClock, log: SleepLog, step: @escaping @Sendable (TimeInterval) -> TimeInterval
    ) -> TimerScheduler {
        TimerScheduler.live(now: clock.nowSource) { @MainActor duration in
            log.seconds.append(Self.seconds(duration))
            clock.advance(by: step(Self.seconds(duration)))
        }
    }

    @Test func liveTimerSleepsUntilItsDeadlineThenRuns() async {
        let clock = ManualTimerClock(start: Self.start)
        let log = SleepLog()
        let scheduler = Self.liveScheduler(clock, log: log) { $0 }
        let firedAt = await withCheckedContinuation { (continuation: CheckedContinuation<Date, Never>) in
            _ = scheduler(at: Self.start.addingTimeInterval(10)) {
                continuation.resume(returning: clock.now)
            }
        }
        #expect(log.seconds == [10])
        #expect(firedAt == Self.start.addingTimeInterval(10))
    }

    @Test func liveTimerWokenEarlySleepsAgainForWhatIsLeft() async {
        let clock = ManualTimerClock(start: Self.start)
        let log = SleepLog()
        let scheduler = Self.liveScheduler(clock, log: log) { _ in 4 }
        let firedAt = await withCheckedContinuation { (continuation: CheckedContinuation<Date, Never>) in
            _ = scheduler(at: Self.start.addingTimeInterval(10)) {
                continuation.resume(returning: clock.now)
            }
        }
        #expect(log.seconds == [10, 6, 2])
        #expect(firedAt == Self.start.addingTimeInterval(12))
    }

    @Test func liveTimerWhoseDeadlinePassedRunsWithoutSleeping() async {
        let clock = ManualTimerClock(start: Self.start)
        let log = SleepLog()
        let scheduler = Self.liveScheduler(clock, log: log) { $0 }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = scheduler(at: Self.start.addingTimeInterval(-1)) { continuation.resume() }
        }
        #expect(log.seconds.isEmpty)
    }

    @Test func cancelledLiveTimerDoesNotRun() async {
        let clock = ManualTimerClock(start: Self.start)
        let log = SleepLog()
        let fired = Log()
        // The sleep waits on a stream nobody feeds; cancelling the timer's task ends the wait.
        let (never, feed) = AsyncStream<Void>.makeStream()
        let scheduler = TimerScheduler.live(now: clock.nowSource) { @MainActor duration in
            log.seconds.append(Self.seconds(duration))
            for await _ in never {}
            // Resumed on the main actor after the timer's task has returned, so nothing runs later.
            log.sleepEnded?.resume()
            throw CancellationError()
        }
        let cancel = scheduler(at: Self.start.addingTimeInterval(5)) { [fired] in
            fired.lines.append("fired")
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            log.sleepEnded = continuation
            Task { @MainActor in cancel() }
        }
        clock.advance(by: 10)
        #expect(fired.lines.isEmpty)
        #expect(log.seconds == [5])
        feed.finish()
    }
}
