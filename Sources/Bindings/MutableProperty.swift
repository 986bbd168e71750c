import Observation

/// A property that the owner writes.
///
/// A write stores the value, then calls subscribers in subscription order with the new value.
/// An equal value (by the property's ``Deduplication``) notifies no one. A write made while
/// subscribers are being called is stored at once but delivered after the current delivery; inside
/// ``batch(_:)`` it is delivered when the batch ends.
@MainActor
public final class MutableProperty<Value>: Property<Value> {
    /// Creates a property that notifies on every write (the value is not `Equatable`).
    ///
    /// Use ``init(_:deduplication:)`` with ``Deduplication/using(_:)`` to skip equal values.
    @inlinable
    public init(_ value: Value) {
        super.init(root: value, isEqual: nil)
    }

    /// Creates a property that skips writes according to `deduplication`.
    ///
    /// Pass ``Deduplication/notifyEveryWrite`` to opt out of skipping equal values.
    @inlinable
    public init(_ value: Value, deduplication: Deduplication<Value>) {
        super.init(root: value, isEqual: deduplication.isEqual)
    }

    /// The current value; setting it notifies subscribers unless the value is equal.
    ///
    /// - Complexity: O(*n*) in the number of subscribers, plus any derived properties to update.
    @inlinable
    public override var value: Value {
        get { super.value }
        set { write(newValue) }
    }

    /// Stores `newValue` and notifies, as a write to ``value`` does.
    ///
    /// - Complexity: O(*n*) in the number of subscribers, plus any derived properties to update.
    @inlinable
    public func write(_ newValue: Value) {
        if let isEqual, isEqual(state.value, newValue) { return }
        guard Scheduler.isIdle else {
            writeWhileBusy(newValue)
            return
        }
        // The dispatch starts before Observation hears of the write, so a write made in `onChange`
        // is queued behind this one like a write made by a subscriber.
        Scheduler.beginDispatch()
        if state.mayBeTracked {
            store(newValue)
            let version = state.version
            reportObservedChanges()
            publish(newValue, version: version, changed: true)
        } else {
            store(newValue)
            state.deliveredVersion = state.version
            subscribers.deliver(newValue)
            if !state.dependents.isEmpty {
                // A lone dependent needs no ordering: flush it at once instead of through the wave.
                if state.dependents.entries.count == 1, let only = state.dependents.entries[0] {
                    only.node.flush()
                } else {
                    scheduleDependents()
                }
            }
        }
        Scheduler.finishDispatch()
    }

    /// Stores a value and bumps the version.
    @inlinable
    func store(_ newValue: Value) {
        state.value = newValue
        state.version &+= 1
    }

    /// Stores a write made during a dispatch or a batch and queues its delivery.
    @usableFromInline
    func writeWhileBusy(_ newValue: Value) {
        if Scheduler.isBatching {
            if !state.isScheduled { state.valueBeforeBatch = state.value }
            store(newValue)
            deferToBatchEnd()
        } else {
            store(newValue)
            let version = state.version
            Scheduler.enqueue { [self] in publishReporting(newValue, version: version, changed: true) }
        }
    }

    /// Tells Observation of a write, if anyone may be tracking and the value differs from the one
    /// last read, as its delivery starts; then delivers it.
    ///
    /// A write made during a dispatch tells Observation only when its own delivery starts, so a
    /// handler in `onChange` that writes back is never called inside another `onChange`.
    func publishReporting(_ value: Value, version: UInt64, changed: Bool) {
        if state.mayBeTracked { reportObservedChanges() }
        publish(value, version: version, changed: changed)
    }

    /// Holds the delivery of this property's writes in the current batch until the batch ends.
    ///
    /// Then it delivers the value the property has at that moment (queued, if the batch ran inside
    /// a dispatch). A final value equal to the one before the batch reaches only subscribers that
    /// were given another value during the batch.
    private func deferToBatchEnd() {
        guard !state.isScheduled else { return }
        state.isScheduled = true
        Scheduler.enqueueBatched { [self] in
            state.isScheduled = false
            let value = state.value
            let version = state.version
            var changed = true
            if let isEqual, let before = state.valueBeforeBatch { changed = !isEqual(before, value) }
            state.valueBeforeBatch = nil
            return { [self] in publishReporting(value, version: version, changed: changed) }
        }
    }
}
