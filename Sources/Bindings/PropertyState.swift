import Observation

/// All mutable state of one ``Property``, kept in one place.
@MainActor
@usableFromInline
struct PropertyState<Value> {
    /// Increases on every change of `value`.
    @usableFromInline var version: UInt64 = 0
    /// The version last delivered to subscribers (or queued for delivery, for a root written
    /// during a dispatch: see ``MutableProperty``).
    @usableFromInline var deliveredVersion: UInt64 = 0
    /// Derived properties currently observing this one, in link order.
    @usableFromInline var dependents = DependentList()
    /// Whether ``Property/value`` has been read since the last change reported to Observation, so
    /// that the next change of the value must be checked against `observedReads`.
    @usableFromInline var mayBeTracked = false
    /// The version every read not yet told of a change was last checked against: while it equals
    /// `version`, no such read saw another value, and a delivery has nothing to report.
    @usableFromInline var observedVersion: UInt64 = 0
    /// How many writes were reported to the Observation registrar; read by tests.
    var observedMutationCount = 0
    /// For a derived property: the versions of its sources used by the last computation.
    @usableFromInline var sourceVersions: [UInt64] = []
    /// For a derived property: its slot in each source's dependents while linked; -1 for a source
    /// that has ended (its roots are gone) and let go of it.
    @usableFromInline var dependentSlots: [Int] = []
    /// For a derived property: how many sources have ended.
    var endedSourceCount = 0
    /// For a derived property: whether it is linked to its sources (it has subscribers or
    /// dependents, or a read may be tracked).
    @usableFromInline var isLinked = false
    /// For a derived property linked only for a read Observation may track: the weak link in each
    /// source's dependents, by source (`nil` for a source that has ended); empty otherwise.
    var trackingLinks: [WeakDependent?] = []
    /// Whether the node waits in the current wave (a derived property) or has a write held for the
    /// end of the current batch (a root).
    var isScheduled = false
    // Generic fields come last, so the ones above have fixed offsets in unspecialised code.
    /// The current value; for a derived property, as of the last refresh.
    @usableFromInline var value: Value

    /// For a root: the value before the first write of the current batch, if written in it.
    var valueBeforeBatch: Value?
    /// For a deduplicating derived property: the last delivered value, kept when a read
    /// recomputes the value before its delivery, so the delivery compares with what subscribers
    /// saw rather than with what the read computed.
    @usableFromInline var deliveredValue: Value?
    /// The reads not yet told of a change, one entry per value they saw, oldest first; not empty
    /// exactly when `mayBeTracked`.
    @usableFromInline var observedReads: [ObservedRead<Value>] = []

    // The registrar comes after every other field: `ObservationRegistrar` is a type of a module
    // built for library evolution, whose size is known only at run time, so any field after it
    // would be found through the type's metadata on every access, even in specialised code.
    /// A registrar whose trackings have all been told of a change, kept for the next new value
    /// read; `nil` while it reports.
    @usableFromInline var spareRegistrar: ObservationRegistrar?

    @usableFromInline
    init(value: Value) {
        self.value = value
    }

    /// Lets go of every read not yet told of a change, and of their trackings: for a property whose
    /// value can never change again.
    mutating func dropObservedReads() {
        observedReads = []
        spareRegistrar = nil
        mayBeTracked = false
    }
}
