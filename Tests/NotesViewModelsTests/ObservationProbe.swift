import Bindings
import Observation

/// A property read the way a view reads it, inside `withObservationTracking`, seen through a
/// type-erased interface so that a test can hold every property of a view model in one list.
@MainActor
protocol ObservationProbe: AnyObject {
    /// Reads the value inside `withObservationTracking`; `onChange` is called at the next change.
    func trackedRead(onChange: @escaping @Sendable () -> Void) -> ObservationSnapshot
    /// Whether the value changed since `snapshot`, by the property's deduplication, without
    /// telling Observation.
    func hasChanged(since snapshot: ObservationSnapshot) -> Bool
    /// The current value, described, without telling Observation.
    var currentDescription: String { get }
}

/// What a tracked read returned, and the version of the value it saw.
struct ObservationSnapshot {
    let value: Any
    let version: UInt64
}

extension Property: ObservationProbe {
    func trackedRead(onChange: @escaping @Sendable () -> Void) -> ObservationSnapshot {
        let value = withObservationTracking {
            self.value
        } onChange: {
            onChange()
        }
        return ObservationSnapshot(value: value, version: unobservedVersion)
    }

    func hasChanged(since snapshot: ObservationSnapshot) -> Bool {
        guard unobservedVersion != snapshot.version, let seen = snapshot.value as? Value else { return false }
        return isChange(from: seen, to: unobservedValue)
    }

    var currentDescription: String { String(describing: unobservedValue) }
}
