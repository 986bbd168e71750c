import Foundation
import NotesCore

/// The timer effect the app runs with.
extension TimerScheduler {
    /// Sleeps in a main-actor task until `now` reads at least the deadline, then runs the action.
    ///
    /// The delay is measured against `now` when the timer is scheduled; if the system clock jumps,
    /// the task sleeps again for what is left, so the action never runs before its deadline by `now`.
    /// Cancelling cancels the task.
    public static func live(now: NowSource = .live) -> TimerScheduler {
        TimerScheduler { deadline, action in
            let task = Task { @MainActor in
                while true {
                    let remaining = deadline.timeIntervalSince(now())
                    if remaining <= 0 { break }
                    do {
                        try await Task.sleep(for: .seconds(remaining))
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
