/// Subscribers in registration order, with O(1) cancellation and amortised compaction.
///
/// Shared by the owner and each of its subscribers, so that a cancellation does its bookkeeping
/// here without touching the owner, which may be waiting for its teardown on the main actor after
/// being released elsewhere. The owner empties the list when it is deallocated, which breaks the
/// cycle between the list and its subscribers; the owner's teardown always runs on the main actor.
@MainActor
@usableFromInline
final class SubscriberList<Value> {
    /// Registered subscribers, possibly including cancelled ones not yet compacted away.
    ///
    /// Skips the dynamic exclusivity check: it is only ever mutated by `append`, compaction,
    /// releasing a cancelled slot and `removeAll`, none of which calls out, and delivery iterates a
    /// copy. A slot is released only while no delivery runs, so that write never copies the entries.
    @usableFromInline @exclusivity(unchecked) var entries: ContiguousArray<Subscriber<Value>> = []
    /// How many entries are cancelled.
    var cancelledCount = 0
    /// How many slots cancellations have read or written, compaction included; for tests.
    var slotsVisitedByCancellations = 0
    /// An inactive subscriber that takes the slot of a cancelled one, so that the list lets go of
    /// the cancelled callback and everything it captured; created on the first cancellation.
    private var placeholder: Subscriber<Value>?

    @usableFromInline
    init() {}

    /// How many subscribers are still active.
    var activeCount: Int { entries.count - cancelledCount }

    /// Adds `subscriber` at the end, remembering its slot for an O(1) cancellation.
    func append(_ subscriber: Subscriber<Value>) {
        subscriber.slot = entries.count
        entries.append(subscriber)
    }

    /// Records the cancellation of `subscriber`, which is already inactive: releases its slot's
    /// callback and compacts once cancelled entries outnumber active ones.
    ///
    /// The slot is found through the subscriber's remembered index, never by a search. While
    /// subscribers are being called, a delivery may still iterate the entries, so the slot is
    /// released after the dispatch instead of copying the entries now.
    ///
    /// - Complexity: amortised O(1).
    func subscriberCancelled(_ subscriber: Subscriber<Value>) {
        cancelledCount += 1
        if Scheduler.isIdle {
            releaseSlot(of: subscriber)
        } else {
            Scheduler.enqueue { [self] in releaseSlot(of: subscriber) }
        }
        if cancelledCount >= 32 && cancelledCount * 2 >= entries.count {
            slotsVisitedByCancellations += entries.count
            entries.removeAll { !$0.isActive }
            for (slot, entry) in entries.enumerated() { entry.slot = slot }
            cancelledCount = 0
        }
    }

    /// Puts the placeholder in the slot of the cancelled `subscriber`, if it is still there.
    private func releaseSlot(of subscriber: Subscriber<Value>) {
        let slot = subscriber.slot
        // Compaction may have removed the subscriber (and moved others) since it was cancelled.
        guard slot < entries.count else { return }
        slotsVisitedByCancellations += 1
        guard entries[slot] === subscriber else { return }
        let placeholder = placeholder ?? Subscriber.placeholder(list: self)
        self.placeholder = placeholder
        entries[slot] = placeholder
    }

    /// Deactivates every subscriber and forgets them, when the owner is deallocated; tells each
    /// active one that asked (an async sequence of values ends).
    func removeAll() {
        let removed = entries
        entries.removeAll()
        placeholder = nil
        cancelledCount = 0
        var ended: [() -> Void] = []
        for subscriber in removed where subscriber.isActive {
            subscriber.isActive = false
            if let onOwnerEnd = subscriber.onOwnerEnd { ended.append(onOwnerEnd) }
            subscriber.onOwnerEnd = nil
        }
        for onOwnerEnd in ended { onOwnerEnd() }
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

    /// Delivers `value`, the owner's `version`, to every active subscriber that has not seen it.
    ///
    /// `basis` is the version delivered before this one. A subscriber registered after `basis`
    /// was given a newer value when it subscribed, so it is called only if `value` differs from
    /// that (by `isEqual`); every other subscriber saw the value of `basis` and is called only if
    /// `changed`. So nobody hears a version twice, and nobody hears an equal value twice in a row.
    ///
    /// - Complexity: O(*n*) in the number of subscribers.
    @inlinable
    func deliver(
        _ value: Value, version: UInt64, basis: UInt64, changed: Bool, isEqual: ((Value, Value) -> Bool)?
    ) {
        guard !entries.isEmpty else { return }
        SubscriberList.deliver(
            value, version: version, basis: basis, changed: changed, isEqual: isEqual, to: entries)
    }

    /// The body of ``deliver(_:version:basis:changed:isEqual:)``, with `snapshot` borrowed for the
    /// whole call like ``deliver(_:to:)``.
    @inlinable
    static func deliver(
        _ value: Value, version: UInt64, basis: UInt64, changed: Bool, isEqual: ((Value, Value) -> Bool)?,
        to snapshot: ContiguousArray<Subscriber<Value>>
    ) {
        for subscriber in snapshot where subscriber.isActive && subscriber.sinceVersion < version {
            if subscriber.sinceVersion > basis {
                if !shouldDeliver(value, toLateSubscriber: subscriber, isEqual: isEqual) { continue }
            } else if !changed {
                continue
            }
            subscriber.callback(value)
        }
    }

    /// Whether a subscriber given another value when it registered should hear `value`: only if
    /// it differs from what it was given.
    @usableFromInline
    static func shouldDeliver(
        _ value: Value, toLateSubscriber subscriber: Subscriber<Value>, isEqual: ((Value, Value) -> Bool)?
    ) -> Bool {
        let seen = subscriber.seenValue
        subscriber.seenValue = nil
        guard let isEqual, let seen else { return true }
        return !isEqual(seen, value)
    }
}
