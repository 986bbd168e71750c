/// All mutable state of one ``Property``, kept in one place.
@MainActor
@usableFromInline
struct PropertyState<Value> {
    /// Increases on every change of `value`.
    @usableFromInline var version: UInt64 = 0
    /// The version last delivered to subscribers.
    @usableFromInline var deliveredVersion: UInt64 = 0
    /// Derived properties currently observing this one, in registration order.
    @usableFromInline var dependents: [any Node] = []
    /// Whether the public getter has been read since the last write reported to Observation, so
    /// that the next write must tell the Observation registrar.
    @usableFromInline var mayBeTracked = false
    /// How many writes were reported to the Observation registrar; read by tests.
    var observedMutationCount = 0
    /// For a derived property: the versions of its sources used by the last computation.
    @usableFromInline var sourceVersions: [UInt64] = []
    /// For a derived property: whether it is linked to its sources (someone observes it).
    var isLinked = false
    /// Whether the node waits in the current wave.
    var isScheduled = false
    // Generic fields come last, so the ones above have fixed offsets in unspecialised code.
    /// The current value; for a derived property, as of the last refresh.
    @usableFromInline var value: Value

    /// The value before the first write of the current batch, if this property was written in it.
    var valueBeforeBatch: Value?

    @usableFromInline
    init(value: Value) {
        self.value = value
    }
}
