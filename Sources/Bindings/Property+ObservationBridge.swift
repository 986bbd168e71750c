import Observation

// How every property, root or derived, reports to Observation as itself (see `Property+Observable`).
extension Property {
    /// Records a read of ``value`` for Observation: registers the access with the registrar of the
    /// reads that saw this value, and marks the property as possibly tracked.
    ///
    /// A derived property that nothing links to its sources is linked through an
    /// ``ObservationLink``, so that it hears of their changes while it may be tracked.
    @usableFromInline
    final func observeRead() {
        if state.mayBeTracked, !isLastObservedReadCurrent() {
            // A value stored but not yet reported: the reads of the older value are told at the
            // next delivery of this property, never inside this read (whose handlers' reads would
            // otherwise count as this read's tracking's); when nothing is being delivered, now.
            if Scheduler.isIdle {
                reportObservedChanges()
                if compute != nil { refresh() }
            }
        }
        if state.observedReads.isEmpty || !isLastObservedReadCurrent() {
            state.observedReads.append(ObservedRead(seen: state.value, version: state.version))
            state.mayBeTracked = true
        }
        state.observedReads[state.observedReads.count - 1].registrar.access(
            ObservedMember(), keyPath: \.value)
        if compute != nil, !state.isLinked, state.observationLink == nil { linkForObservation() }
    }

    /// Whether the newest reads saw the current value, by the deduplication.
    ///
    /// Updates their version if so. Requires a read.
    private final func isLastObservedReadCurrent() -> Bool {
        let last = state.observedReads.count - 1
        return isObservedReadCurrent(at: last)
    }

    /// Whether the reads at `index` saw the current value; if they saw an equal one at an older
    /// version, they are moved to the current version, so that the next check is quick.
    private final func isObservedReadCurrent(at index: Int) -> Bool {
        if state.observedReads[index].seenVersion == state.version { return true }
        guard let isEqual, isEqual(state.observedReads[index].seen, state.value) else { return false }
        state.observedReads[index].seenVersion = state.version
        return true
    }

    /// Tells Observation of the change to every group of reads that saw a value other than the
    /// current one (by the deduplication), which calls `onChange` of their trackings; the others
    /// stay as they are.
    ///
    /// Each group is let go of before it is told, so that a handler that reads again starts a new
    /// one: a change it must hear of while this report runs reaches it alone, never again a
    /// tracking whose `onChange` is running (Observation cancels a tracking only once its
    /// `onChange` returns). A derived property lets go of its ``ObservationLink`` once no read is
    /// left to tell.
    @usableFromInline
    final func reportObservedChanges() {
        var stale: [ObservationRegistrar] = []
        var index = 0
        while index < state.observedReads.count {
            if isObservedReadCurrent(at: index) {
                index += 1
            } else {
                stale.append(state.observedReads.remove(at: index).registrar)
            }
        }
        state.mayBeTracked = !state.observedReads.isEmpty
        for registrar in stale {
            state.observedMutationCount += 1
            registrar.withMutation(of: ObservedMember(), keyPath: \.value) {}
        }
        if state.observedReads.isEmpty, state.observationLink != nil { dropObservationLink() }
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
