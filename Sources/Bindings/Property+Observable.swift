import Observation

/// Reading ``Property/value`` inside `withObservationTracking` registers the access to that
/// property itself, root or derived, and `onChange` fires exactly when its value, after its
/// ``Deduplication``, changed from the value read: never for an unchanged value, never missed.
///
/// So a SwiftUI view (or a UIKit `updateProperties()`) that shows `isDoneEnabled` is re-evaluated
/// when `isDoneEnabled` changes, not on every keystroke in the title it is derived from.
///
/// How it works, and what it costs:
/// - A read marks the property as possibly tracked (a read cannot tell whether it is inside
///   `withObservationTracking`, so any read marks it) and remembers the value it returned. Code that
///   never reads ``Property/value`` pays nothing.
/// - A marked derived property is linked to its sources, as if it had a subscriber, so that their
///   changes reach it: it is recomputed (at most once per change, glitch-free) and compared with
///   the value read. It lets go of its sources once it has reported and nothing else observes it.
///   Until then its sources hold it weakly: it lives as long as its owners hold it, as an
///   `@Observable` object does (a tracking of one that is freed is never told).
/// - When the value changes from the one read (after deduplication), the property tells its
///   registrar, which calls `onChange`, and clears the mark; a handler that reads again marks it
///   again. A change that a ``batch(_:)`` or a dispatch undoes before it is delivered reports
///   nothing, and a property may skip a value it held only within one dispatch, as subscribers do.
/// - `onChange` runs once the change is stored, as its delivery starts: a handler that reads sees
///   the new value, and a handler that writes is queued behind the write that triggered it, so it
///   never runs inside another `onChange`.
/// - Reads that see different values are told apart: a read made during a dispatch that sees a
///   value not yet reported registers with a registrar of its own, so the report reaches the
///   trackings that read the older value and not that one. A handler's tracking is never told of
///   the change that called it twice.
///
/// This matches how Observation delivers changes: `withObservationTracking` calls `onChange` once
/// and then forgets its observer; tracking again always reads again (as `Observations` and a
/// re-rendered SwiftUI view do), which marks the property again, also inside `onChange`.
///
/// One case differs from an `@Observable` class: a write made inside the `apply` closure of
/// `withObservationTracking`, after `apply` read the same property, is reported before the
/// observer is installed (when `apply` returns). Later changes then reach that tracking only if
/// `apply` reads the property again after its last write to it.
extension Property: Observable {}
