/// A token that keeps a callback registered; cancelling or releasing it stops delivery.
///
/// Cancellation is immediate, also during a dispatch: a cancelled callback receives nothing more,
/// not even the value being delivered. A subscription is cancelled explicitly with ``cancel()``
/// **and** when it is deallocated, so keep it (or store it in a ``SubscriptionBag``) for as long as
/// you want values. It never keeps its source alive, never retains the callback's target beyond the
/// callback itself, and may be cancelled at any time, also while its source waits for `deinit`.
///
/// - Complexity: ``cancel()`` is amortised O(1), whatever the number of subscribers.
@MainActor
public final class Subscription {
    private let token: any SubscriptionToken

    init(_ token: any SubscriptionToken) {
        self.token = token
    }

    /// Whether the subscription has ended: cancelled, or its source deallocated.
    public var isCancelled: Bool { token.isCancelled }

    /// Stops delivery; calling it again does nothing.
    public func cancel() {
        token.cancel()
    }

    /// Hands the subscription to `bag`, which keeps it until the bag is emptied or released.
    public func store(in bag: SubscriptionBag) {
        bag.insert(self)
    }

    isolated deinit {
        token.cancel()
    }
}
