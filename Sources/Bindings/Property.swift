import Observation

/// A read-only value that changes over time and tells its subscribers when it does.
///
/// A property is either written through a ``MutableProperty`` or derived from other properties with
/// `map(_:)` or `combine(_:_:)`. Everything is main-actor isolated and synchronous:
/// - ``subscribe(_:)`` calls the handler at once with the current value, then after every change,
///   in subscription order.
/// - A write made while subscribers are being called is queued and delivered after the current
///   delivery finishes, so every subscriber sees the same sequence and none recurses.
/// - Derived properties are recomputed at most once per change and never see half-updated sources.
/// - Derived properties deliver after the subscribers of their sources, and only once every write
///   they depend on has been delivered; siblings deliver in the order they gained their first
///   subscriber or dependent (see the Bindings article).
@MainActor
public class Property<Value> {
    /// The property's state, allocated once; a root's is owned by its ``RootCell``, a derived
    /// property's is freed on the main actor after its `deinit`.
    ///
    /// Held through a pointer so that the hot paths pay no dynamic exclusivity check per access;
    /// no code keeps an `inout` access to it across a callback.
    @usableFromInline let storage: UnsafeMutablePointer<PropertyState<Value>>
    /// The address of `storage`, which `deinit` hands to the main actor to free it there; 0 for a
    /// root, whose cell owns the state.
    @usableFromInline let storageAddress: UInt
    /// For a root, the cell that owns its state and links its dependents; `nil` when derived.
    @usableFromInline let cell: RootCell<Value>?
    /// Callbacks in registration order; shared with each subscriber for its cancellation.
    @usableFromInline let subscribers = SubscriberList<Value>()
    /// Compares an old and a new value; `nil` notifies on every write.
    @usableFromInline let isEqual: ((Value, Value) -> Bool)?
    /// For a derived property, the properties it reads, in order; empty for a root.
    @usableFromInline let sources: [any Node]
    /// For a derived property, computes the value from the sources; `nil` for a root.
    @usableFromInline let compute: (() -> Value)?
    /// For a derived property, ``Property/refreshDerived(_:)`` specialised where it was created.
    @usableFromInline let refreshBody: ((Property<Value>) -> Void)?
    /// For a derived property, ``Property/flushDerived(_:)`` specialised where it was created.
    @usableFromInline let flushBody: ((Property<Value>) -> Void)?
    /// The depth in the dependency graph: 0 for a root.
    @usableFromInline let rank: Int
    /// Whether any source is itself derived and must be refreshed before its version is read.
    @usableFromInline let hasDerivedSources: Bool

    deinit {
        // Subscriptions may outlive the property; once it is gone they have nothing to cancel. The
        // state (and the dependents it links) is let go of on the main actor, so that derived
        // properties are only ever torn down there, never while the main actor delivers.
        let address = storageAddress
        let subscribers = subscribers
        let cell = cell
        MainActorHop.run { Property.tearDown(storageAt: address, cell: cell, subscribers: subscribers) }
    }

    /// Deactivates the subscribers of a deallocated property; lets a root's cell release its
    /// dependents, or frees a derived property's state.
    private static func tearDown(
        storageAt address: UInt, cell: RootCell<Value>?, subscribers: SubscriberList<Value>
    ) {
        subscribers.removeAll()
        cell?.rootReleased()
        guard let storage = UnsafeMutablePointer<PropertyState<Value>>(bitPattern: address) else { return }
        // A derived property linked only for a tracked read is held weakly by its sources: its
        // links leave their dependents now.
        for case let link? in storage.pointee.trackingLinks { link.detach() }
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// All mutable state of the property.
    @inlinable
    final var state: PropertyState<Value> {
        unsafeAddress { UnsafePointer(storage) }
        unsafeMutableAddress { storage }
    }

    /// Creates a property whose value never changes.
    ///
    /// Subscribers get the value once. Useful for a ``Command`` that is always enabled or for
    /// previews and tests.
    public init(constant value: Value) {
        let cell = RootCell(value: value)
        self.cell = cell
        storage = cell.storage
        storageAddress = 0
        isEqual = nil
        sources = []
        compute = nil
        refreshBody = nil
        flushBody = nil
        rank = 0
        hasDerivedSources = false
    }

    /// Creates a root property holding `value`, for ``MutableProperty``.
    @usableFromInline
    init(root value: Value, isEqual: ((Value, Value) -> Bool)?) {
        let cell = RootCell(value: value)
        self.cell = cell
        storage = cell.storage
        storageAddress = 0
        self.isEqual = isEqual
        sources = []
        compute = nil
        refreshBody = nil
        flushBody = nil
        rank = 0
        hasDerivedSources = false
    }

    /// Creates a derived property computed from `sources`.
    @inlinable
    convenience init(sources: [any Node], isEqual: ((Value, Value) -> Bool)?, compute: @escaping () -> Value)
    {
        self.init(
            derivedFrom: sources, isEqual: isEqual, compute: compute,
            refreshBody: { Property.refreshDerived($0, keepsDeliveredValue: true) },
            flushBody: Property.flushDerived)
    }

    /// Creates a derived property computed from `sources`, brought up to date by `refreshBody` and
    /// delivered by `flushBody`; both are specialised where the property is created.
    @inlinable
    init(
        derivedFrom sources: [any Node],
        isEqual: ((Value, Value) -> Bool)?,
        compute: @escaping () -> Value,
        refreshBody: @escaping (Property<Value>) -> Void,
        flushBody: @escaping (Property<Value>) -> Void
    ) {
        for source in sources { source.refresh() }
        storage = .allocate(capacity: 1)
        storage.initialize(to: PropertyState(value: compute()))
        storage.pointee.sourceVersions = sources.map(\.version)
        storage.pointee.dependentSlots = Array(repeating: 0, count: sources.count)
        storageAddress = UInt(bitPattern: storage)
        cell = nil
        self.isEqual = isEqual
        self.sources = sources
        self.compute = compute
        self.refreshBody = refreshBody
        self.flushBody = flushBody
        rank = 1 + (sources.map(\.rank).max() ?? 0)
        hasDerivedSources = sources.contains { $0.rank > 0 }
    }

    /// What a derived property reads and links to for this one: the root's cell, or this derived
    /// property itself.
    @usableFromInline
    final var node: any Node { cell ?? self }

    /// Reads this property's current value without holding a root: through the root's cell, or
    /// this derived property.
    @usableFromInline
    final var valueReader: () -> Value {
        if let cell { return { cell.storage.pointee.value } }
        return { self.currentValue }
    }

    /// The current value.
    ///
    /// For a derived property the value is brought up to date with its sources before it is
    /// returned, so it is consistent even when nobody observes it. Reading inside
    /// `withObservationTracking` registers the access to this property itself, root or derived:
    /// `onChange` fires exactly when this property's value, after its ``Deduplication``, changes
    /// from the value read (see ``Property``'s `Observable` conformance).
    ///
    /// - Complexity: O(1) for a root; for a derived property, O(*d*) in the number of properties
    ///   it depends on, directly or not, plus any recomputation of those that changed.
    public var value: Value {
        if compute != nil { refresh() }
        if Scheduler.untrackedReadDepth == 0 { observeRead() }
        return state.value
    }

    /// The value brought up to date, without telling Observation.
    @inlinable
    final var currentValue: Value {
        if compute != nil { refresh() }
        return state.value
    }

    /// Calls `handler` now with the current value, then with every new value until cancelled.
    ///
    /// Registration and the first call are one step: no change can slip in between. Writes made by
    /// `handler` are queued and delivered after the current call returns.
    ///
    /// - Parameter handler: called on the main actor, in subscription order among subscribers.
    /// - Returns: a subscription that stops delivery when cancelled or released.
    public func subscribe(_ handler: @escaping (Value) -> Void) -> SubscriptionHandle {
        subscribe(handler, onOwnerEnd: nil)
    }

    /// ``subscribe(_:)``, calling `onOwnerEnd` if the property is deallocated first.
    final func subscribe(_ handler: @escaping (Value) -> Void, onOwnerEnd: (() -> Void)?)
        -> SubscriptionHandle
    {
        let subscriber = register(handler)
        subscriber.onOwnerEnd = onOwnerEnd
        let wasIdle = Scheduler.isIdle
        if wasIdle { Scheduler.beginDispatch() }
        handler(state.value)
        if wasIdle { Scheduler.finishDispatch() }
        return SubscriptionHandle(subscriber)
    }

    /// Calls `handler` with the new and the previous value after every change, but not now.
    ///
    /// The previous value is the one this subscriber saw last (or the value when it subscribed).
    ///
    /// - Parameter handler: called on the main actor as `handler(newValue, oldValue)`.
    /// - Returns: a subscription that stops delivery when cancelled or released.
    public func subscribeToChanges(_ handler: @escaping (Value, Value) -> Void) -> SubscriptionHandle {
        var previous = currentValue
        let subscriber = register { newValue in
            let oldValue = previous
            previous = newValue
            handler(newValue, oldValue)
        }
        return SubscriptionHandle(subscriber)
    }

    private func register(_ callback: @escaping (Value) -> Void) -> Subscriber<Value> {
        if compute != nil {
            refresh()
            linkIfNeeded()
        }
        // Only a derived property needs to hear of a cancellation, to unlink from its sources. While
        // it has an active subscriber it is linked, so its sources keep it alive: never dangling.
        let subscriber = Subscriber(
            callback: callback, sinceVersion: state.version, list: subscribers,
            unlinkOwner: compute != nil && !hasEnded ? self : nil)
        if state.version != state.deliveredVersion, isEqual != nil {
            // The value given to this subscriber is not yet delivered to the others; remember it, so
            // that delivering an equal value later skips this subscriber.
            subscriber.seenValue = state.value
        }
        subscribers.append(subscriber)
        return subscriber
    }

    /// Delivers the current value of a derived property to subscribers if it changed since the
    /// last delivery, then schedules the dependents.
    ///
    /// A deduplicating property compares with the value last delivered, also when a read
    /// recomputed the value in between.
    @inlinable
    final func deliverIfChanged() {
        // Observation hears first, as the delivery starts, as it does for a root.
        if state.mayBeTracked, state.observedVersion != state.version { reportObservedChanges() }
        guard state.version != state.deliveredVersion else { return }
        var changed = true
        if state.deliveredValue != nil {
            if let isEqual, let delivered = state.deliveredValue {
                changed = !isEqual(delivered, state.value)
            }
            state.deliveredValue = nil
        }
        publish(state.value, version: state.version, changed: changed)
    }

    /// Delivers `value`, the property's `version`, to the subscribers that have not seen it, then
    /// schedules the dependents.
    ///
    /// `changed` is false when the value equals the one last delivered; only subscribers that
    /// were given another value since are then called. The dependents are scheduled either way:
    /// one may have been read, or subscribed to, while the value was different.
    @inlinable
    final func publish(_ value: Value, version: UInt64, changed: Bool) {
        let basis = state.deliveredVersion
        // Versions only grow, and a version is delivered once.
        guard version > basis else { return }
        state.deliveredVersion = version
        subscribers.deliver(value, version: version, basis: basis, changed: changed, isEqual: isEqual)
        scheduleDependents()
    }

    /// Adds every dependent to the current wave.
    @inlinable
    final func scheduleDependents() {
        guard !state.dependents.isEmpty else { return }
        for case let entry? in state.dependents.entries { Scheduler.schedule(entry.node) }
    }
}
