/// Keeps subscriptions alive for as long as its owner; releasing the bag cancels them all.
///
/// A view model owns one bag and stores every subscription it makes in it, so that releasing the
/// view model ends them.
@MainActor
public final class SubscriptionBag {
    private var subscriptions: [SubscriptionHandle] = []

    /// Creates an empty bag.
    public init() {}

    /// The number of subscriptions held, cancelled or not.
    public var count: Int { subscriptions.count }

    /// Keeps `subscription` until ``cancelAll()`` or until the bag is released.
    public func insert(_ subscription: SubscriptionHandle) {
        subscriptions.append(subscription)
    }

    /// Cancels and drops every subscription held.
    ///
    /// - Complexity: O(*n*) in the number of subscriptions.
    public func cancelAll() {
        let cancelled = subscriptions
        subscriptions.removeAll()
        for subscription in cancelled { subscription.cancel() }
    }
}
