extension Property {
    /// The number of subscriber slots, including cancelled ones not yet compacted; for tests.
    package var subscriberSlotCount: Int { subscribers.entries.count }

    /// The number of subscribers that are not cancelled; for tests.
    package var activeSubscriberCount: Int { subscribers.activeCount }

    /// How many subscriber slots cancellations have read or written, compaction included; for tests.
    package var slotsVisitedByCancellations: Int { subscribers.slotsVisitedByCancellations }

    /// How many dependent slots unlinking derived properties have read or written, compaction
    /// included; for tests.
    package var dependentSlotsVisitedByRemovals: Int { state.dependents.slotsVisitedByRemovals }

    /// The number of derived properties linked to this one; for tests.
    package var linkedDependentCount: Int { state.dependents.entries.count - state.dependents.removedCount }

    /// How many changes were reported to Observation; for tests.
    package var observedMutationCount: Int { state.observedMutationCount }

    /// The current value, brought up to date without telling Observation; for tests, and for a
    /// view model that builds what a view asks for while Observation tracks the view (a row's model
    /// made inside a list's body must not make the list track what the row shows).
    package var unobservedValue: Value { currentValue }

    /// The version of the current value, which grows with every change, brought up to date without
    /// telling Observation; for tests.
    package var unobservedVersion: UInt64 {
        _ = currentValue
        return state.version
    }

    /// Whether `newValue` counts as a change from `oldValue` under this property's
    /// ``Deduplication``; for tests.
    package func isChange(from oldValue: Value, to newValue: Value) -> Bool {
        guard let isEqual else { return true }
        return !isEqual(oldValue, newValue)
    }
}
