import Observation

/// The reads of one property that saw equal values and have not been told of a change yet: the
/// Observation registrar their trackings registered with, and the value they read.
///
/// A property keeps one per value its readers saw. Reads that see the same value register with
/// the same registrar; a read that sees a value stored since (during a dispatch or a batch, before
/// the change is reported) starts another, so that reporting the change reaches the trackings
/// that read the older value and not the one that read the new value.
@MainActor
@usableFromInline
struct ObservedRead<Value> {
    /// The registrar the trackings of these reads registered with; let go of once it reports.
    @usableFromInline let registrar: ObservationRegistrar
    /// The property's version when these reads last saw a value equal to `seen`.
    @usableFromInline var seenVersion: UInt64
    /// The value these reads returned.
    @usableFromInline var seen: Value

    @usableFromInline
    init(seen: Value, version: UInt64, registrar: ObservationRegistrar) {
        self.registrar = registrar
        seenVersion = version
        self.seen = seen
    }
}
