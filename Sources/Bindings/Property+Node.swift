extension Property: Node {
    @usableFromInline
    var version: UInt64 { state.version }

    @usableFromInline
    var isScheduled: Bool {
        get { state.isScheduled }
        set { state.isScheduled = newValue }
    }

    /// Recomputes a derived value if any source changed since the last computation.
    ///
    /// - Complexity: O(*d*) in the number of properties this one depends on.
    @usableFromInline
    func refresh() {
        refreshBody?(self)
    }

    /// The body of ``refresh()`` for a derived property, specialised where the property is created.
    @inlinable
    static func refreshDerived(_ property: Property<Value>) {
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
        storage.pointee.value = newValue
        storage.pointee.version &+= 1
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
        refreshDerived(property)
        property.deliverIfChanged()
    }

    @usableFromInline
    func addDependent(_ node: any Node) {
        if compute != nil {
            refresh()
            linkIfNeeded()
        }
        state.dependents.append(node)
    }

    @usableFromInline
    func removeDependent(_ node: any Node) {
        state.dependents.removeAll { $0 === node }
        unlinkIfUnobserved()
    }

    @usableFromInline
    func registerObservationAccess() {
        if compute == nil {
            state.mayBeTracked = true
            registrar.access(ObservedMember(), keyPath: \.value)
        } else {
            for source in sources { source.registerObservationAccess() }
        }
    }

    /// Links a derived property to its sources, so their changes reach it, when it gains its
    /// first subscriber or dependent.
    func linkIfNeeded() {
        guard compute != nil, !state.isLinked else { return }
        state.isLinked = true
        for source in sources { source.addDependent(self) }
        refresh()
        state.deliveredVersion = state.version
    }

    /// Unlinks a derived property from its sources once nothing observes it, so an unobserved
    /// derived property is not kept alive by its sources.
    func unlinkIfUnobserved() {
        guard state.isLinked, subscribers.activeCount == 0, state.dependents.isEmpty else { return }
        state.isLinked = false
        for source in sources { source.removeDependent(self) }
    }
}
