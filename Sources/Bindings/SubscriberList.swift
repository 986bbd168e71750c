/// Subscribers in registration order, with O(1) cancellation and amortised compaction.
@MainActor
@usableFromInline
struct SubscriberList<Value> {
    /// Registered subscribers, possibly including cancelled ones not yet compacted away.
    @usableFromInline var entries: ContiguousArray<Subscriber<Value>> = []
    /// How many entries are cancelled.
    var cancelledCount = 0

    /// How many subscribers are still active.
    var activeCount: Int { entries.count - cancelledCount }

    mutating func append(_ subscriber: Subscriber<Value>) {
        entries.append(subscriber)
    }

    /// Records one cancellation and compacts once cancelled entries outnumber active ones.
    ///
    /// - Complexity: amortised O(1).
    mutating func subscriberCancelled() {
        cancelledCount += 1
        if cancelledCount >= 32 && cancelledCount * 2 >= entries.count {
            entries.removeAll { !$0.isActive }
            cancelledCount = 0
        }
    }

    /// Calls every active subscriber registered before the delivery started, in order.
    ///
    /// Iterates a snapshot, so subscribers added during delivery are not called, and checks
    /// `isActive` before each call, so one cancelled during delivery gets nothing more.
    ///
    /// - Complexity: O(*n*) in the number of subscribers.
    @inlinable
    func deliver(_ value: Value) {
        // Zero or one subscriber needs no snapshot: nothing added during the call can be reached.
        if entries.count <= 1 {
            guard let subscriber = entries.first, subscriber.isActive else { return }
            subscriber.callback(value)
            return
        }
        let snapshot = entries
        for subscriber in snapshot where subscriber.isActive {
            subscriber.callback(value)
        }
    }

    /// Like ``deliver(_:)``, but skips subscribers registered at or after `version`.
    ///
    /// - Complexity: O(*n*) in the number of subscribers.
    func deliver(_ value: Value, toSubscribersBefore version: UInt64) {
        let snapshot = entries
        for subscriber in snapshot where subscriber.isActive && subscriber.sinceVersion < version {
            subscriber.callback(value)
        }
    }
}
