/// Something that can be cancelled through a ``SubscriptionHandle``.
@MainActor
protocol SubscriptionToken: AnyObject, Sendable {
    /// Whether ``cancel()`` has run.
    var isCancelled: Bool { get }
    /// Stops delivery; calling it again does nothing.
    func cancel()
}
