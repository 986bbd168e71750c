import Foundation

/// Runs an action once the clock reaches a moment: the timer effect view models use for deadlines
/// such as a note's self-destruct date.
///
/// A small struct of closures, injected through `init` like every other effect: use
/// ``live(now:sleep:)`` in the app and a ``ManualTimerClock``'s ``ManualTimerClock/scheduler`` in tests,
/// where time moves only when the test advances it.
public struct TimerScheduler: Sendable {
    /// Schedules `action` to run on the main actor at `deadline`; returns its cancellation.
    ///
    /// A deadline already passed runs the action as soon as possible, never synchronously inside the
    /// call. Cancelling after the action ran does nothing.
    public var schedule:
        @MainActor @Sendable (_ deadline: Date, _ action: @escaping @MainActor @Sendable () -> Void) ->
            TimerCancellation

    /// Wraps a scheduling closure.
    public init(
        schedule:
            @escaping @MainActor @Sendable (
                _ deadline: Date, _ action: @escaping @MainActor @Sendable () -> Void
            ) -> TimerCancellation
    ) {
        self.schedule = schedule
    }

    /// Schedules `action` to run on the main actor at `deadline`.
    ///
    /// - Returns: a cancellation; call it to stop the action from running.
    @MainActor
    public func callAsFunction(
        at deadline: Date, _ action: @escaping @MainActor @Sendable () -> Void
    ) -> TimerCancellation {
        schedule(deadline, action)
    }
}
