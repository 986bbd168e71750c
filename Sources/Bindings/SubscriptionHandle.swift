/// A token that keeps a callback registered; cancelling or releasing it stops delivery.
///
/// Cancellation is immediate, also during a dispatch: a cancelled callback receives nothing more,
/// not even the value being delivered. A subscription is cancelled explicitly with ``cancel()``
/// **and** when it is deallocated, so keep it (or store it in a ``SubscriptionBag``) for as long as
/// you want values. It never keeps its source alive, never retains the callback's target beyond the
/// callback itself, and may be cancelled at any time, also while its source is being torn down.
///
/// Cancelling lets go of the callback, and of everything it captured, at once (right after the
/// current dispatch, if subscribers are being called), also while the subscription itself is
/// still held. A subscription released off the main actor is cancelled on the main actor, as soon
/// as the main actor runs again.
///
/// - Complexity: ``cancel()`` is amortised O(1), whatever the number of subscribers.
@MainActor
public final class SubscriptionHandle {
    /// The registration; dropped by ``cancel()`` so that nothing it holds outlives the cancel.
    private var token: (any SubscriptionToken)?

    init(_ token: any SubscriptionToken) {
        self.token = token
    }

    /// Whether the subscription has ended: cancelled, or its source deallocated.
    public var isCancelled: Bool { token?.isCancelled ?? true }

    /// Stops delivery and lets go of the callback; calling it again does nothing.
    public func cancel() {
        guard let token else { return }
        self.token = nil
        token.cancel()
    }

    /// Hands the subscription to `bag`, which keeps it until the bag is emptied or released.
    public func store(in bag: SubscriptionBag) {
        bag.insert(self)
    }

    deinit {
        guard let token else { return }
        MainActorHop.run { token.cancel() }
    }
}
