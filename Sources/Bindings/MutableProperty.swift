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
        store(newValue)
        Scheduler.beginDispatch()
        state.deliveredVersion = state.version
        subscribers.deliver(newValue)
        if !state.dependents.isEmpty {
            // A lone dependent needs no ordering: flush it at once instead of through the wave.
            if state.dependents.count == 1 {
                state.dependents[0].flush()
            } else {
                scheduleDependents()
            }
        }
        Scheduler.finishDispatch()
    }

    /// Stores a value and bumps the version, telling Observation if anyone may be tracking.
    ///
    /// Only the first write after a read of ``value`` tells Observation (see ``Property``'s
    /// `Observable` conformance): `withObservationTracking` calls `onChange` once, on that write,
    /// and then forgets its observer, so a later write has no one to tell until the next read.
    @inlinable
    func store(_ newValue: Value) {
        if state.mayBeTracked {
            // Cleared before `onChange` runs, so that a handler re-arming the tracking (by reading
            // the value again) marks the property for the next write.
            state.mayBeTracked = false
            withObservedMutation {
                state.value = newValue
                state.version &+= 1
            }
        } else {
            state.value = newValue
            state.version &+= 1
        }
    }

    /// Stores a write made during a dispatch or a batch and queues its delivery.
    @usableFromInline
    func writeWhileBusy(_ newValue: Value) {
        if Scheduler.isBatching {
            if !state.isScheduled { state.valueBeforeBatch = state.value }
            store(newValue)
            deferToBatchEnd()
            return
        }
        store(newValue)
        let version = state.version
        Scheduler.enqueue { [self] in
            state.deliveredVersion = version
            subscribers.deliver(newValue, toSubscribersBefore: version)
            scheduleDependents()
        }
    }

    private func deferToBatchEnd() {
        // The value before this write is one version back; remember it on the first write only.
        guard !state.isScheduled else { return }
        state.isScheduled = true
        Scheduler.enqueueBatched { [self] in
            state.isScheduled = false
            guard state.version != state.deliveredVersion else { return }
            if let isEqual, let before = state.valueBeforeBatch, isEqual(before, state.value) {
                state.deliveredVersion = state.version
                state.valueBeforeBatch = nil
                return
            }
            state.valueBeforeBatch = nil
            deliverIfChanged()
        }
    }
}
