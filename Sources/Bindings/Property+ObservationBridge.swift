import Observation

// How every property, root or derived, reports to Observation as itself (see `Property+Observable`).
extension Property {
    /// Records a read of ``value`` for Observation: registers the access with the registrar of the
    /// reads that saw this value, and marks the property as possibly tracked.
    ///
    /// A derived property is linked to its sources, as if it had a subscriber, so that it hears of
    /// their changes while it may be tracked; it lets go of them once it has reported a change
    /// (unless a handler read it again) and nothing else observes it.
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
            let registrar = state.spareRegistrar ?? ObservationRegistrar()
            state.spareRegistrar = nil
            state.observedReads.append(
                ObservedRead(seen: state.value, version: state.version, registrar: registrar))
            state.mayBeTracked = true
        }
        state.observedReads[state.observedReads.count - 1].registrar.access(
            ObservedMember(), keyPath: \.value)
        if compute != nil, !state.isLinked { linkIfNeeded(strongly: false) }
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
    /// one with a registrar of its own: a change it must hear of while this report runs reaches it
    /// alone, never again a tracking whose `onChange` is running (Observation cancels a tracking
    /// only once its `onChange` returns). Once told, the registrar holds no tracking and is kept
    /// for the next new value read, so that reporting allocates nothing. A derived property lets
    /// go of its sources once no read is left to tell and nothing else observes it.
    @usableFromInline
    final func reportObservedChanges() {
        if state.observedReads.count == 1 {
            // The usual case, one group of reads, without collecting the stale ones in an array.
            let isCurrent = isObservedReadCurrent(at: 0)
            state.observedVersion = state.version
            if !isCurrent { report(state.observedReads.removeLast().registrar) }
            return
        }
        var stale: [ObservationRegistrar] = []
        var index = 0
        while index < state.observedReads.count {
            if isObservedReadCurrent(at: index) {
                index += 1
            } else {
                stale.append(state.observedReads.remove(at: index).registrar)
            }
        }
        // Set before any handler runs: a read a handler makes at a later version must be checked.
        state.observedVersion = state.version
        for registrar in stale { report(registrar) }
    }

    /// Tells `registrar`, already taken out of the reads, that the value changed; then keeps it
    /// for the next new value read, and lets a derived property that no read is left to tell go
    /// of its sources.
    private final func report(_ registrar: ObservationRegistrar) {
        state.mayBeTracked = !state.observedReads.isEmpty
        state.observedMutationCount += 1
        // `onChange` handlers run with reads tracked again, even inside an untracked scope: one
        // that reads to track anew must register those reads.
        let untrackedDepth = Scheduler.untrackedReadDepth
        Scheduler.untrackedReadDepth = 0
        registrar.withMutation(of: ObservedMember(), keyPath: \.value) {}
        Scheduler.untrackedReadDepth = untrackedDepth
        // Every tracking it held has been told and cancelled: it can serve the next new value.
        state.spareRegistrar = registrar
        if state.observedReads.isEmpty, compute != nil { unlinkIfUnobserved() }
    }
}
