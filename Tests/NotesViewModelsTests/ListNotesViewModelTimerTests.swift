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

    @Test func liveTimerRunsOnceItsDeadlinePasses() async {
        let log = Log()
        let now = NowSource.live
        let scheduler = TimerScheduler.live(now: now)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = scheduler(at: now().addingTimeInterval(0.01)) { [log] in
                log.lines.append("fired")
                continuation.resume()
            }
        }
        #expect(log.lines == ["fired"])
    }

    @Test func cancelledLiveTimerDoesNotRun() async throws {
        let log = Log()
        let now = NowSource.live
        let cancel = TimerScheduler.live(now: now)(at: now().addingTimeInterval(0.02)) { [log] in
            log.lines.append("fired")
        }
        cancel()
        try await Task.sleep(for: .milliseconds(80))
        #expect(log.lines.isEmpty)
    }
}
