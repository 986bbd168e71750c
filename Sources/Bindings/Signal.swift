/// A stream of one-shot events, such as "note saved" or "show the error".
///
/// Events go to the subscribers registered when ``send(_:)`` is called, in subscription order, and
/// are never stored or replayed: a late subscriber sees only later events. An event sent while
/// subscribers are being called (or inside ``batch(_:)``) is queued and delivered afterwards, in order.
@MainActor
public final class Signal<Event> {
    let subscribers = SubscriberList<Event>()
    private var sentCount: UInt64 = 0

    /// Creates a signal with no subscribers.
    public init() {}

    deinit {
        // Subscriptions may outlive the signal; once it is gone they have nothing to cancel.
        let subscribers = subscribers
        MainActorHop.run { subscribers.removeAll() }
    }

    /// Delivers `event` to the current subscribers.
    ///
    /// - Complexity: O(*n*) in the number of subscribers.
    public func send(_ event: Event) {
        sentCount &+= 1
        if Scheduler.isIdle {
            Scheduler.beginDispatch()
            subscribers.deliver(event)
            Scheduler.finishDispatch()
            return
        }
        let sequence = sentCount
        let delivery = { [self] in
            subscribers.deliver(event, version: sequence, basis: sequence - 1, changed: true, isEqual: nil)
        }
        if Scheduler.isBatching {
            Scheduler.enqueueBatched { delivery }
        } else {
            Scheduler.enqueue(delivery)
        }
    }

    /// Calls `handler` with every event sent from now on, until cancelled.
    ///
    /// - Returns: a subscription that stops delivery when cancelled or released.
    public func subscribe(_ handler: @escaping (Event) -> Void) -> SubscriptionHandle {
        let subscriber = Subscriber(
            callback: handler, sinceVersion: sentCount, list: subscribers, unlinkOwner: nil)
        subscribers.append(subscriber)
        return SubscriptionHandle(subscriber)
    }
}
