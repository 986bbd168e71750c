/// Subscribers in registration order, with O(1) cancellation and amortised compaction.
///
/// Shared by the owner and each of its subscribers, so that a cancellation does its bookkeeping
/// here without touching the owner, which may be waiting for its `deinit` on the main actor after
/// being released elsewhere. The owner empties the list when it is deallocated, which breaks the
/// cycle between the list and its subscribers.
@MainActor
@usableFromInline
final class SubscriberList<Value> {
    /// Registered subscribers, possibly including cancelled ones not yet compacted away.
    ///
    /// Skips the dynamic exclusivity check: it is only ever mutated by `append`, compaction and
    /// `removeAll`, none of which calls out, and delivery iterates a copy.
    @usableFromInline @exclusivity(unchecked) var entries: ContiguousArray<Subscriber<Value>> = []
    /// How many entries are cancelled.
    var cancelledCount = 0

    @usableFromInline
    init() {}

    /// How many subscribers are still active.
    var activeCount: Int { entries.count - cancelledCount }

    func append(_ subscriber: Subscriber<Value>) {
        entries.append(subscriber)
    }

    /// Records one cancellation and compacts once cancelled entries outnumber active ones.
    ///
    /// - Complexity: amortised O(1).
    func subscriberCancelled() {
        cancelledCount += 1
        if cancelledCount >= 32 && cancelledCount * 2 >= entries.count {
            entries.removeAll { !$0.isActive }
            cancelledCount = 0
        }
    }

    /// Deactivates every subscriber and forgets them, when the owner is deallocated.
    func removeAll() {
        for subscriber in entries { subscriber.isActive = false }
        entries.removeAll()
        cancelledCount = 0
    }

    /// Calls every active subscriber registered before the delivery started, in order.
    ///
    /// Iterates a snapshot, so subscribers added during delivery are not called, and checks
    /// `isActive` before each call, so one cancelled during delivery gets nothing more.
    ///
    /// - Complexity: O(*n*) in the number of subscribers.
    @inlinable
    func deliver(_ value: Value) {
        guard !entries.isEmpty else { return }
        SubscriberList.deliver(value, to: entries)
    }

    /// The body of ``deliver(_:)``: `snapshot` is borrowed for the whole call, so it keeps every
    /// subscriber and callback alive without a retain per call.
    @inlinable
    static func deliver(_ value: Value, to snapshot: ContiguousArray<Subscriber<Value>>) {
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
