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
    /// The property or signal to tell about a cancellation. Unowned, so a subscription never keeps
    /// its source alive; the source deactivates its subscribers when it is deallocated, so `owner`
    /// is only read while it exists. (A weak reference would give every property a side table and
    /// make each retain during dispatch take the slow path.)
    unowned let owner: any SubscriberOwner

    init(callback: @escaping (Value) -> Void, sinceVersion: UInt64, owner: any SubscriberOwner) {
        self.callback = callback
        self.sinceVersion = sinceVersion
        self.owner = owner
    }

    var isCancelled: Bool { !isActive }

    func cancel() {
        guard isActive else { return }
        isActive = false
        owner.subscriberCancelled()
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
