import Observation

// How every property, root or derived, reports to Observation as itself (see `Property+Observable`).
extension Property {
    /// Records a read of ``value`` for Observation: reports a change the read would otherwise hide,
    /// then marks the property as possibly tracked and registers the access.
    ///
    /// A derived property that nothing links to its sources is linked through an
    /// ``ObservationLink``, so that it hears of their changes while it may be tracked.
    @usableFromInline
    final func observeRead() {
        // A value stored but not yet reported (during a dispatch or a batch) is reported before this
        // read marks the property again, so that a tracker that read the older value hears of it.
        reportObservedChangeIfAny()
        state.mayBeTracked = true
        state.observedValue = nil
        if state.registrar == nil { state.registrar = ObservationRegistrar() }
        state.registrar?.access(ObservedMember(), keyPath: \.value)
        if compute != nil, !state.isLinked, state.observationLink == nil { linkForObservation() }
    }

    /// Before a marked property stores a value that is not reported at once, keeps the value the
    /// last read returned, to compare with when the change is reported.
    @inlinable
    final func keepObservedValue() {
        guard state.mayBeTracked, state.observedValue == nil else { return }
        state.observedValue = state.value
    }

    /// Tells Observation of the values stored since the last read if the current one differs, by
    /// the property's deduplication, from the one that read returned; otherwise keeps the mark.
    @usableFromInline
    final func reportObservedChangeIfAny() {
        guard state.mayBeTracked, let seen = state.observedValue else { return }
        if let isEqual, isEqual(seen, state.value) { return }
        reportObservedChange()
    }

    /// Tells the Observation registrar that the value changed, which calls `onChange` of every
    /// tracking that read it; clears the mark first, so that a handler that reads again marks the
    /// property for the next change.
    ///
    /// A derived property lets go of its ``ObservationLink`` afterwards, unless a handler read it
    /// again.
    @usableFromInline
    final func reportObservedChange() {
        state.mayBeTracked = false
        state.observedValue = nil
        state.observedMutationCount += 1
        state.registrar?.withMutation(of: ObservedMember(), keyPath: \.value) {}
        if !state.mayBeTracked, state.observationLink != nil { dropObservationLink() }
    }

    /// Links a derived property that may be tracked to its sources through an
    /// ``ObservationLink``, which does not keep it alive.
    final func linkForObservation() {
        guard !hasEnded else { return }
        let link = ObservationLink(target: self, rank: rank, sources: sources)
        if link.link() { state.observationLink = link }
    }

    /// Unlinks the ``ObservationLink`` of a derived property, if it has one.
    final func dropObservationLink() {
        guard let link = state.observationLink else { return }
        state.observationLink = nil
        link.unlink()
    }
}
