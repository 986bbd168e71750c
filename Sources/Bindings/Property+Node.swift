extension Property: Node {
    @usableFromInline
    var version: UInt64 { state.version }

    @usableFromInline
    var isScheduled: Bool {
        get { state.isScheduled }
        set { state.isScheduled = newValue }
    }

    @usableFromInline
    var isSettled: Bool {
        if compute == nil { return state.version == state.deliveredVersion }
        return isEverySourceSettled()
    }

    /// Whether every source of a derived property is settled.
    ///
    /// - Complexity: O(*d*) in the number of properties this one depends on.
    @usableFromInline
    func isEverySourceSettled() -> Bool {
        for source in sources where !source.isSettled { return false }
        return true
    }

    /// Recomputes a derived value if any source changed since the last computation.
    ///
    /// - Complexity: O(*d*) in the number of properties this one depends on.
    @usableFromInline
    func refresh() {
        refreshBody?(self)
    }

    /// The body of ``refresh()`` for a derived property, specialised where the property is created.
    ///
    /// A read passes `keepsDeliveredValue`, so that a value it computes ahead of the delivery is
    /// compared at the delivery with the one subscribers saw; a flush compares directly.
    @inlinable
    static func refreshDerived(_ property: Property<Value>, keepsDeliveredValue: Bool) {
        guard let compute = property.compute else { return }
        let sources = property.sources
        let storage = property.storage
        var isStale = false
        var index = 0
        while index < sources.count {
            let source = sources[index]
            if property.hasDerivedSources { source.refresh() }
            let version = source.version
            if storage.pointee.sourceVersions[index] != version {
                storage.pointee.sourceVersions[index] = version
                isStale = true
            }
            index += 1
        }
        guard isStale else { return }
        let newValue = compute()
        if let isEqual = property.isEqual, isEqual(storage.pointee.value, newValue) { return }
        if keepsDeliveredValue { property.keepDeliveredValue() }
        storage.pointee.value = newValue
        storage.pointee.version &+= 1
    }

    /// Before a linked, deduplicating derived property takes a value that is not delivered yet,
    /// keeps the delivered one to compare with at the delivery.
    @inlinable
    final func keepDeliveredValue() {
        guard isEqual != nil, state.version == state.deliveredVersion, state.isLinked else { return }
        state.deliveredValue = state.value
    }

    @usableFromInline
    func flush() {
        if let flushBody {
            flushBody(self)
        } else {
            deliverIfChanged()
        }
    }

    /// The body of ``flush()`` for a derived property, specialised where the property is created.
    @inlinable
    static func flushDerived(_ property: Property<Value>) {
        guard property.isSettledForFlush() else { return }
        refreshDerived(property, keepsDeliveredValue: false)
        property.deliverIfChanged()
    }

    /// Whether a flush may deliver now; if a source still holds a queued write, the flush is queued
    /// behind it, so derived subscribers never hear a write before the source's own subscribers.
    @inlinable
    final func isSettledForFlush() -> Bool {
        if isEverySourceSettled() { return true }
        flushAfterQueuedWrites()
        return false
    }

    /// Queues this node's flush behind the deliveries queued so far.
    @usableFromInline
    final func flushAfterQueuedWrites() {
        Scheduler.enqueue { [self] in Scheduler.schedule(self) }
    }

    @usableFromInline
    func addDependent(_ node: any Node, sourceIndex: Int) -> Int {
        // A derived property whose roots are all gone never changes: nothing to link.
        if hasEnded { return -1 }
        refresh()
        linkIfNeeded()
        return state.dependents.append(node, sourceIndex: sourceIndex)
    }

    /// Whether every root this derived property depends on is gone, so it never changes again.
    var hasEnded: Bool { !sources.isEmpty && state.endedSourceCount == sources.count }

    @usableFromInline
    func sourceEnded(sourceIndex: Int) {
        guard state.dependentSlots[sourceIndex] >= 0 else { return }
        state.dependentSlots[sourceIndex] = -1
        state.endedSourceCount += 1
        guard hasEnded else { return }
        // Nothing can change this property any more: its subscriptions end, as a root's do when it
        // is deallocated, and its dependents are let go of, so a graph nothing else holds is freed.
        // A read can never be told of a change either: its trackings (and what their handlers
        // hold) are let go of.
        state.isLinked = false
        state.trackingLinks = []
        state.dropObservedReads()
        subscribers.removeAll()
        let entries = state.dependents.entries
        state.dependents = DependentList()
        for case let entry? in entries { entry.node.sourceEnded(sourceIndex: entry.sourceIndex) }
    }

    @usableFromInline
    func removeDependent(at slot: Int) {
        guard slot >= 0 else { return }
        for (entry, newSlot) in state.dependents.remove(at: slot) {
            entry.node.dependentSlotMoved(sourceIndex: entry.sourceIndex, to: newSlot)
        }
        unlinkIfUnobserved()
    }

    @usableFromInline
    func replaceDependent(at slot: Int, with node: any Node) {
        state.dependents.replace(at: slot, with: node)
    }

    @usableFromInline
    func dependentSlotMoved(sourceIndex: Int, to slot: Int) {
        state.dependentSlots[sourceIndex] = slot
    }

    /// Links a derived property to its sources, so their changes reach it: directly when it gains
    /// its first subscriber or dependent (`strongly`), which its sources then keep alive; through
    /// ``WeakDependent`` links when only a read that Observation may track needs it linked, so that
    /// its sources never keep it alive.
    ///
    /// A property linked weakly that gains a subscriber or a dependent is linked again directly.
    func linkIfNeeded(strongly: Bool = true) {
        guard compute != nil, !hasEnded else { return }
        if state.isLinked {
            guard strongly, !state.trackingLinks.isEmpty else { return }
            switchLinks(strongly: true)
            return
        }
        state.isLinked = true
        attachToSources(strongly: strongly)
        guard state.isLinked else { return }
        refresh()
        state.deliveredVersion = state.version
        state.deliveredValue = nil
    }

    /// Adds this property, or a weak link to it, to the dependents of every source not ended.
    private func attachToSources(strongly: Bool) {
        if !strongly { state.trackingLinks = Array(repeating: nil, count: sources.count) }
        for (index, source) in sources.enumerated() where state.dependentSlots[index] >= 0 {
            var link: WeakDependent?
            var dependent: any Node = self
            if !strongly {
                let weakLink = WeakDependent(target: self, source: source)
                state.trackingLinks[index] = weakLink
                link = weakLink
                dependent = weakLink
            }
            let slot = source.addDependent(dependent, sourceIndex: index)
            if slot < 0 {
                state.dependentSlots[index] = 0
                sourceEnded(sourceIndex: index)
            } else {
                state.dependentSlots[index] = slot
                link?.slot = slot
            }
        }
    }

    /// Makes every link to a source not ended strong, or weak, in place: the sources stay linked,
    /// and this property keeps its place among their dependents, so nothing is unlinked or
    /// relinked while a change may be on its way.
    private func switchLinks(strongly: Bool) {
        let links = state.trackingLinks
        state.trackingLinks = strongly ? [] : Array(repeating: nil, count: sources.count)
        for (index, source) in sources.enumerated() where state.dependentSlots[index] >= 0 {
            let slot = state.dependentSlots[index]
            if strongly {
                // The old link may wait in the current wave: it still flushes this property, which
                // clears the property's scheduled mark.
                links[index]?.slot = -1
                source.replaceDependent(at: slot, with: self)
            } else {
                let link = WeakDependent(target: self, source: source)
                link.slot = slot
                state.trackingLinks[index] = link
                source.replaceDependent(at: slot, with: link)
            }
        }
    }

    /// Removes this property, or its weak links, from the dependents of every source not ended.
    private func detachFromSources() {
        let links = state.trackingLinks
        state.trackingLinks = []
        if !links.isEmpty {
            for case let link? in links { link.detach() }
            return
        }
        for (index, source) in sources.enumerated() where state.dependentSlots[index] >= 0 {
            source.removeDependent(at: state.dependentSlots[index])
        }
    }

    /// Unlinks a derived property from its sources once nothing observes it, so an unobserved
    /// derived property is not kept alive by its sources.
    ///
    /// One whose value may be tracked by Observation stays linked until it reports a change, so
    /// that it hears of its sources' changes and can tell whether its own value changed; but only
    /// weakly, so that it is freed with its last owner.
    func unlinkIfUnobserved() {
        guard state.isLinked, subscribers.activeCount == 0, state.dependents.isEmpty else { return }
        if state.mayBeTracked {
            guard state.trackingLinks.isEmpty else { return }
            switchLinks(strongly: false)
            return
        }
        state.isLinked = false
        state.deliveredValue = nil
        detachFromSources()
    }
}
