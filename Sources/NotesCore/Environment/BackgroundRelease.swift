import Foundation

/// Lets go of a large value on a thread of its own at the lowest priority, so that the reference
/// counting (milliseconds for 100,000 notes) neither delays the caller nor takes a core from a
/// thread that has a frame to draw.
///
/// On Apple platforms the thread runs at background quality of service; on Linux, where a
/// quality of service does not change how threads are scheduled, the thread lowers its own nice
/// value to 19 (a nice value belongs to one thread there), so any other runnable thread goes first.
enum BackgroundRelease {
    /// Releases `value` on a new lowest-priority thread; the caller must hold no other reference
    /// to it that it means to be the last.
    static func release<Value: Sendable>(_ value: Value) {
        let thread = Thread {
            lowerOwnPriority()
            withExtendedLifetime(value) {}
        }
        #if canImport(Darwin)
            thread.qualityOfService = .background
        #endif
        thread.start()
    }

    /// Lowers the calling thread's scheduling priority as far as it goes.
    private static func lowerOwnPriority() {
        #if os(Linux)
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        #endif
    }
}
