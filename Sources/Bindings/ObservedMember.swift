import Observation

/// The member every ``Property`` names when it reports a read or a write to its own Observation
/// registrar.
///
/// The registrar tells properties apart, so the key path only has to be the same for a read and a
/// write. `\ObservedMember.value` is not generic, so the runtime creates it once; the key path
/// `\Property<Value>.value` would be instantiated anew for every read and every reported write.
struct ObservedMember: Observable {
    /// Stands for the property's `value`.
    var value: Void { () }
}
