import Foundation
import NotesCore

/// The timer effect the app runs with.
extension TimerScheduler {
    /// Sleeps in a main-actor task until `now` reads at least the deadline, then runs the action.
    ///
    /// The delay is measured against `now` when the timer is scheduled; if the system clock jumps,
    /// or `sleep` returns early, the task sleeps again for what is left, so the action never runs
    /// before its deadline by `now`. Cancelling cancels the task: a `sleep` that throws (as
    /// `Task.sleep` does when cancelled) ends it, and an action whose task was cancelled never runs.
    ///
    /// - Parameters:
    ///   - now: the clock deadlines are measured against.
    ///   - sleep: suspends for a duration, throwing when the task is cancelled; `Task.sleep(for:)`
    ///     by default. Tests pass one that moves a manual clock instead of waiting.
    public static func live(
        now: NowSource = .live,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) -> TimerScheduler {
        TimerScheduler { deadline, action in
            let task = Task { @MainActor in
                while true {
                    let remaining = deadline.timeIntervalSince(now())
                    if remaining <= 0 { break }
                    do {
                        try await sleep(.seconds(remaining))
                    } catch {
                        return
                    }
                }
                guard !Task.isCancelled else { return }
                action()
            }
            return TimerCancellation { task.cancel() }
        }
    }
}
