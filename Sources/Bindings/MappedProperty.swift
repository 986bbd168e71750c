/// A property derived from exactly one source by a transform: the result of `map(_:)`.
///
/// Refreshing it reads one version and calls the transform directly, with no existential source
/// list and no per-source version array; a chain of maps stays as cheap as a single write.
@MainActor
@usableFromInline
final class MappedProperty<Source, Value>: Property<Value> {
    /// The source as a node: a root's cell or a derived property, never a root itself, so that
    /// this property never keeps a root alive.
    @usableFromInline let sourceNode: any Node
    /// The source's state, kept alive by `sourceNode`.
    @usableFromInline let sourceStorage: UnsafeMutablePointer<PropertyState<Source>>
    /// Whether the source is derived, and so must be refreshed before its state is read.
    @usableFromInline let isSourceDerived: Bool
    /// Computes this property's value from the source's.
    @usableFromInline let transform: (Source) -> Value
    /// The source's version used by the last computation.
    ///
    /// Only ever read or assigned whole on the main actor, never accessed `inout`.
    @usableFromInline @exclusivity(unchecked) var sourceVersion: UInt64

    /// Creates a property holding `transform` applied to `source`'s value, skipping results that
    /// `deduplication` considers equal.
    @inlinable
    convenience init(
        source: Property<Source>, deduplication: Deduplication<Value>, transform: @escaping (Source) -> Value
    ) {
        self.init(
            source: source, isEqual: deduplication.isEqual, transform: transform,
            refreshBody: { property in
                let property = unsafeDowncast(property, to: MappedProperty.self)
                MappedProperty.refreshMapped(property, keepsDeliveredValue: true) { old, new in
                    property.isEqual?(old, new) ?? false
                }
            },
            flushBody: { property in
                let property = unsafeDowncast(property, to: MappedProperty.self)
                guard property.isSourceSettledForFlush() else { return }
                MappedProperty.refreshMapped(property, keepsDeliveredValue: false) { old, new in
                    property.isEqual?(old, new) ?? false
                }
                property.deliverIfChanged()
            })
    }

    /// Creates a property holding `transform` applied to `source`'s value, with its refresh and
    /// flush specialised where it is created.
    @inlinable
    init(
        source: Property<Source>,
        isEqual: ((Value, Value) -> Bool)?,
        transform: @escaping (Source) -> Value,
        refreshBody: @escaping (Property<Value>) -> Void,
        flushBody: @escaping (Property<Value>) -> Void
    ) {
        let sourceNode = source.node
        let sourceStorage = source.storage
        let isSourceDerived = source.compute != nil
        self.sourceNode = sourceNode
        self.sourceStorage = sourceStorage
        self.isSourceDerived = isSourceDerived
        self.transform = transform
        if isSourceDerived { sourceNode.refresh() }
        sourceVersion = sourceStorage.pointee.version
        super.init(
            derivedFrom: [sourceNode], isEqual: isEqual,
            compute: {
                if isSourceDerived { sourceNode.refresh() }
                return transform(sourceStorage.pointee.value)
            },
            refreshBody: refreshBody, flushBody: flushBody)
    }

    /// Whether a flush may deliver now: ``Property/isSettledForFlush()`` for the one source, with
    /// a root source checked directly.
    @inlinable
    final func isSourceSettledForFlush() -> Bool {
        if !isSourceDerived {
            if sourceStorage.pointee.version == sourceStorage.pointee.deliveredVersion { return true }
        } else if sourceNode.isSettled {
            return true
        }
        flushAfterQueuedWrites()
        return false
    }

    /// Recomputes the value if the source changed since the last computation; a result for which
    /// `isUnchanged(old, new)` holds keeps the old value and version.
    ///
    /// A read passes `keepsDeliveredValue`, so that a value it computes ahead of the delivery is
    /// compared at the delivery with the one subscribers saw; a flush compares directly.
    ///
    /// - Complexity: O(*d*) in the number of properties the source depends on, directly or not.
    @inlinable
    static func refreshMapped(
        _ property: MappedProperty<Source, Value>, keepsDeliveredValue: Bool,
        isUnchanged: (Value, Value) -> Bool
    ) {
        let source = property.sourceStorage
        if property.isSourceDerived { property.sourceNode.refresh() }
        let version = source.pointee.version
        guard property.sourceVersion != version else { return }
        property.sourceVersion = version
        let newValue = property.transform(source.pointee.value)
        if isUnchanged(property.state.value, newValue) { return }
        if keepsDeliveredValue { property.keepDeliveredValue() }
        property.state.value = newValue
        property.state.version &+= 1
    }
}

extension MappedProperty where Value: Equatable {
    /// Creates a property holding `transform` applied to `source`'s value; results equal by `==`
    /// notify no one.
    ///
    /// The comparison is specialised rather than called through a closure.
    @inlinable
    convenience init(equatableSource source: Property<Source>, transform: @escaping (Source) -> Value) {
        self.init(
            source: source, isEqual: Deduplication.equalValues.isEqual, transform: transform,
            refreshBody: { property in
                MappedProperty.refreshMapped(
                    unsafeDowncast(property, to: MappedProperty.self), keepsDeliveredValue: true,
                    isUnchanged: { $0 == $1 })
            },
            flushBody: { property in
                let property = unsafeDowncast(property, to: MappedProperty.self)
                guard property.isSourceSettledForFlush() else { return }
                MappedProperty.refreshMapped(property, keepsDeliveredValue: false, isUnchanged: { $0 == $1 })
                property.deliverIfChanged()
            })
    }
}
