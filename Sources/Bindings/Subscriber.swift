/// One registered callback of a property or a signal.
///
/// The owner keeps subscribers in registration order; a ``Subscription`` holds one to cancel it.
/// Cancelling only clears `isActive`, so a cancel during dispatch stops delivery at once and costs O(1).
@MainActor
@usableFromInline
final class Subscriber<Value>: SubscriptionToken {
    /// The callback, called with each delivered value.
    @usableFromInline let callback: (Value) -> Void
    /// The owner's version when this subscriber was registered; queued deliveries of earlier
    /// versions skip it.
    @usableFromInline let sinceVersion: UInt64
    /// False once cancelled; a cancelled subscriber is never called again.
    ///
    /// Read once per delivery, so it skips the dynamic exclusivity check: it is only ever read or
    /// assigned whole on the main actor, never accessed `inout`.
    @usableFromInline @exclusivity(unchecked) var isActive = true
    /// The property or signal to tell about a cancellation.
    ///
    /// Weak, so a subscription never keeps its source alive, and so that a cancellation is safe at
    /// any time: a source released off the main actor runs its `deinit` later, on the main actor,
    /// and a subscription cancelled in between must not touch it. It is read only on cancellation,
    /// never during delivery.
    weak var owner: (any SubscriberOwner)?

    init(callback: @escaping (Value) -> Void, sinceVersion: UInt64, owner: any SubscriberOwner) {
        self.callback = callback
        self.sinceVersion = sinceVersion
        self.owner = owner
    }

    var isCancelled: Bool { !isActive || owner == nil }

    func cancel() {
        guard isActive else { return }
        isActive = false
        owner?.subscriberCancelled()
    }
}

/// Something that can be cancelled through a ``Subscription``.
@MainActor
protocol SubscriptionToken: AnyObject, Sendable {
    /// Whether ``cancel()`` has run.
    var isCancelled: Bool { get }
    /// Stops delivery; calling it again does nothing.
    func cancel()
}

/// The owner of a ``SubscriberList``, told when one of its subscribers is cancelled.
@MainActor
protocol SubscriberOwner: AnyObject {
    /// Called once per cancelled subscriber.
    func subscriberCancelled()
}
