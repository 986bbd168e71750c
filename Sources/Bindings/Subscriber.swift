/// One registered callback of a property or a signal.
///
/// The owner keeps subscribers in registration order; a ``SubscriptionHandle`` holds one to cancel it.
/// Cancelling clears `isActive`, so a cancel during dispatch stops delivery at once, and frees the
/// subscriber's slot through its remembered index, so it costs O(1).
@MainActor
@usableFromInline
final class Subscriber<Value> {
    /// The callback, called with each delivered value.
    @usableFromInline let callback: (Value) -> Void
    /// The owner's version when this subscriber was registered, which is the version of the value
    /// it was given (if any); deliveries of that version or an earlier one skip it.
    @usableFromInline let sinceVersion: UInt64
    /// False once cancelled; a cancelled subscriber is never called again.
    ///
    /// Read once per delivery, so it skips the dynamic exclusivity check: it is only ever read or
    /// assigned whole on the main actor, never accessed `inout`.
    @usableFromInline @exclusivity(unchecked) var isActive = true
    /// The index of this subscriber in its list's entries; kept up to date by compaction.
    var slot = 0
    /// The value this subscriber was given when it registered while its owner held a value not
    /// yet delivered to the others; the next delivery compares with it instead of with theirs.
    @usableFromInline var seenValue: Value?
    /// Called once if the owner is deallocated while this subscriber is active.
    var onOwnerEnd: (() -> Void)?
    /// The owner's subscriber list, which counts cancellations and compacts itself.
    ///
    /// A cancellation touches only this list, never the owner: an owner released off the main
    /// actor is torn down later, on the main actor, and a cancellation in between must not reach
    /// it. (Holding the owner weakly instead would give it a side table and slow every retain.)
    let list: SubscriberList<Value>
    /// The derived property to tell about a cancellation, so it can unlink from its sources; `nil`
    /// for roots and signals.
    ///
    /// Unowned, so a subscription never keeps its source alive; it is read only while this
    /// subscriber is active, and a derived property with an active subscriber is linked and so
    /// kept alive by its sources, whose teardown always runs on the main actor.
    unowned let unlinkOwner: (any SubscriberOwner)?

    init(
        callback: @escaping (Value) -> Void,
        sinceVersion: UInt64,
        list: SubscriberList<Value>,
        unlinkOwner: (any SubscriberOwner)?
    ) {
        self.callback = callback
        self.sinceVersion = sinceVersion
        self.list = list
        self.unlinkOwner = unlinkOwner
    }

    /// An inactive subscriber with an empty callback, to fill the slot of a cancelled one.
    static func placeholder(list: SubscriberList<Value>) -> Subscriber<Value> {
        let placeholder = Subscriber(callback: { _ in }, sinceVersion: 0, list: list, unlinkOwner: nil)
        placeholder.isActive = false
        return placeholder
    }
}
