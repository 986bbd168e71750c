/// Cancels one load an ``ImageLoader`` or a ``PhotoSource`` started.
///
/// After cancelling, the view model ignores whatever the load still delivers; a loader need not
/// stop at once. Calling it more than once does nothing more.
public struct LoadCancellation: Sendable {
    private let cancel: @MainActor @Sendable () -> Void

    /// Wraps the closure that cancels one load.
    public init(_ cancel: @escaping @MainActor @Sendable () -> Void) {
        self.cancel = cancel
    }

    /// A cancellation that does nothing, for loads that finish at once.
    public static let none = LoadCancellation {}

    /// Cancels the load.
    @MainActor
    public func callAsFunction() {
        cancel()
    }
}
