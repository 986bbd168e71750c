import Foundation

/// Lets go of a large value on a thread of its own at the lowest priority, so that the reference
/// counting (milliseconds for 100,000 notes) neither delays the caller nor takes a core from a
/// thread that has a frame to draw.
///
/// On Apple platforms the thread runs at background quality of service; on Linux, where a
/// quality of service does not change how threads are scheduled, the thread takes the idle
/// scheduling policy (a policy belongs to one thread there), so any other runnable thread goes
/// first.
enum BackgroundRelease {
    /// Releases `value` on a new lowest-priority thread.
    ///
    /// The value moves into a box that only the new thread holds, so the release happens there
    /// however soon the thread finishes: the caller keeps no reference, not even to the thread's
    /// closure, which would otherwise make the caller's own return the last release whenever the
    /// thread ended first. The caller passes its last reference (`release(consume value)`).
    /// - Parameter started: Runs on the caller's thread once the thread has started, before the
    ///   caller returns; tests use it to let the thread finish first.
    static func release<Value: Sendable>(_ value: consuming Value, started: () -> Void = {}) {
        let box = Unmanaged.passRetained(Box(consume value))
        let thread = Thread {
            lowerOwnPriority()
            box.release()
        }
        #if canImport(Darwin)
            thread.qualityOfService = .background
        #endif
        thread.start()
        started()
    }

    /// The one owner of a value on its way to the releasing thread.
    private final class Box<Value: Sendable>: Sendable {
        let value: Value
        init(_ value: consuming Value) { self.value = value }
    }

    #if os(Linux)
        /// `SCHED_IDLE` of `<sched.h>`, which Glibc declares only for GNU sources.
        private static let idlePolicy: Int32 = 5
    #endif

    /// Lowers the calling thread's scheduling priority as far as it goes.
    ///
    /// On Linux the thread takes the idle policy, which any other runnable thread preempts at once
    /// when it wakes; a nice value of 19 alone is not enough, as the scheduler lets the running
    /// thread finish its slice (up to a few milliseconds) first. Where the policy is refused, the
    /// nice value stays as the fallback.
    private static func lowerOwnPriority() {
        #if os(Linux)
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
            var parameters = sched_param()
            _ = sched_setscheduler(0, idlePolicy, &parameters)
        #endif
    }
}
