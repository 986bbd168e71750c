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

    /// How many writes were reported to the Observation registrar (for a derived property, writes
    /// to it are never reported: its sources' are); for tests.
    package var observedMutationCount: Int { state.observedMutationCount }
}
