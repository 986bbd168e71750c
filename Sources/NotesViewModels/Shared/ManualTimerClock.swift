import Foundation
import NotesCore

/// A clock for tests and previews whose time moves only when ``advance(to:)`` or ``advance(by:)``
/// is called, with the timer effect that goes with it.
///
/// Give a view model both ``nowSource`` and ``scheduler``; advancing sets the time and runs every
/// timer whose deadline has been reached, earliest first (timers with the same deadline in the order
/// they were scheduled), each with ``now`` reading its deadline. A timer scheduled by one of those
/// actions runs in the same advance if its deadline is also reached.
///
/// Thread-safe: the state sits behind a lock, so ``nowSource`` may be read from any thread.
public final class ManualTimerClock: Sendable {
    private struct Pending: Sendable {
        var sequence: Int
        var deadline: Date
        var action: @MainActor @Sendable () -> Void
    }

    private struct State: Sendable {
        var now: Date
        var nextSequence = 0
        var pending: [Pending] = []
    }

    private let state: LockedState<State>

    /// A clock reading `start`, with no timers.
    public init(start: Date) {
        state = LockedState(State(now: start))
    }

    /// The current moment.
    public var now: Date { state.withLock { $0.now } }

    /// The deadlines of the timers that have not run or been cancelled, earliest first.
    public var pendingDeadlines: [Date] {
        state.withLock { $0.pending.map(\.deadline) }.sorted()
    }

    /// A `NowSource` reading this clock.
    public var nowSource: NowSource {
        NowSource { [self] in now }
    }

    /// The timer effect driven by this clock: timers run only inside ``advance(to:)``.
    public var scheduler: TimerScheduler {
        TimerScheduler { [self] deadline, action in
            let sequence = state.withLock { state in
                let sequence = state.nextSequence
                state.nextSequence += 1
                state.pending.append(Pending(sequence: sequence, deadline: deadline, action: action))
                return sequence
            }
            return TimerCancellation { [self] in
                state.withLock { $0.pending.removeAll { $0.sequence == sequence } }
            }
        }
    }

    /// Moves time forward to `date` (never backwards), running every timer due on the way.
    @MainActor
    public func advance(to date: Date) {
        while let due = takeNextDue(upTo: date) {
            due.action()
        }
        state.withLock { $0.now = max($0.now, date) }
    }

    /// Moves time forward by `interval` seconds, running every timer due on the way.
    @MainActor
    public func advance(by interval: TimeInterval) {
        advance(to: now.addingTimeInterval(interval))
    }

    /// Removes and returns the earliest timer due by `date`, setting the clock to its deadline.
    private func takeNextDue(upTo date: Date) -> Pending? {
        state.withLock { state in
            let due = state.pending.indices.filter { state.pending[$0].deadline <= date }
            guard
                let first = due.min(by: {
                    let lhs = state.pending[$0]
                    let rhs = state.pending[$1]
                    return lhs.deadline != rhs.deadline
                        ? lhs.deadline < rhs.deadline : lhs.sequence < rhs.sequence
                })
            else { return nil }
            let taken = state.pending.remove(at: first)
            state.now = max(state.now, taken.deadline)
            return taken
        }
    }
}
