/// Stops a timer scheduled with a ``TimerScheduler`` from firing.
///
/// Calling it more than once, or after the timer fired, does nothing. It may be called from any
/// thread: a view model released off the main actor cancels its timers where it is released.
public struct TimerCancellation: Sendable {
    private let cancel: @Sendable () -> Void

    /// Wraps the closure that cancels one timer.
    public init(_ cancel: @escaping @Sendable () -> Void) {
        self.cancel = cancel
    }

    /// Cancels the timer.
    public func callAsFunction() {
        cancel()
    }
}
