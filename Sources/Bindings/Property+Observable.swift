import Observation

/// Reading ``Property/value`` inside `withObservationTracking` registers the access, and the next
/// change of the property (or of any property a derived one depends on) calls `onChange`, so a
/// SwiftUI view that reads a property re-renders without adapters.
///
/// The bridge costs nothing to code that does not read ``Property/value``, and after a read it
/// costs one report, on the next write:
/// - Reading ``Property/value`` marks the property (for a derived property, every
///   ``MutableProperty`` it depends on) as possibly tracked. A read cannot tell whether it is inside
///   `withObservationTracking`, so a read made anywhere marks it.
/// - The next write to a marked property tells the Observation registrar and clears the mark before
///   `onChange` runs. Writes after it tell no one until the property is read again.
/// - `onChange` runs once the write is stored, as its delivery starts: a handler that reads sees
///   the new value, and a handler that writes is queued behind the write that triggered it, so it
///   never runs inside another `onChange`.
///
/// This matches how Observation delivers changes: `withObservationTracking` calls `onChange` once,
/// on the first write after the read, and then forgets its observer; tracking again always reads
/// again (as `Observations` and a re-rendered SwiftUI view do), which marks the property again,
/// also when the read happens inside `onChange`.
///
/// One case differs from an `@Observable` class: a write made inside the `apply` closure of
/// `withObservationTracking`, after `apply` read the same property, takes the mark, while the
/// observer is installed only when `apply` returns. Later writes are then not reported to that
/// tracking unless `apply` reads the property again after its last write to it.
extension Property: Observable {}
