/// A property derived from exactly one source by a transform: the result of `map(_:)`.
///
/// Refreshing it reads one version and calls the transform directly, with no existential source
/// list and no per-source version array; a chain of maps stays as cheap as a single write.
@MainActor
@usableFromInline
final class MappedProperty<Source, Value>: Property<Value> {
    /// The property this one is computed from.
    @usableFromInline let source: Property<Source>
    /// Computes this property's value from the source's.
    @usableFromInline let transform: (Source) -> Value
    /// The source's version used by the last computation.
    ///
    /// Only ever read or assigned whole on the main actor, never accessed `inout`.
    @usableFromInline @exclusivity(unchecked) var sourceVersion: UInt64

    /// Creates a property holding `transform` applied to `source`'s value.
    @inlinable
    init(source: Property<Source>, isEqual: ((Value, Value) -> Bool)?, transform: @escaping (Source) -> Value)
    {
        self.source = source
        self.transform = transform
        if source.compute != nil { source.refresh() }
        sourceVersion = source.state.version
        super.init(
            derivedFrom: [source], isEqual: isEqual,
            compute: { transform(source.currentValue) },
            refreshBody: { MappedProperty.refreshMapped(unsafeDowncast($0, to: MappedProperty.self)) },
            flushBody: { MappedProperty.flushMapped(unsafeDowncast($0, to: MappedProperty.self)) })
    }

    /// Recomputes the value if the source changed since the last computation.
    ///
    /// - Complexity: O(*d*) in the number of properties the source depends on, directly or not.
    @inlinable
    static func refreshMapped(_ property: MappedProperty<Source, Value>) {
        let source = property.source
        if source.compute != nil { source.refresh() }
        let version = source.state.version
        guard property.sourceVersion != version else { return }
        property.sourceVersion = version
        let newValue = property.transform(source.state.value)
        if let isEqual = property.isEqual, isEqual(property.state.value, newValue) { return }
        property.state.value = newValue
        property.state.version &+= 1
    }

    /// Recomputes the value, then delivers it if it changed and schedules the dependents.
    @inlinable
    static func flushMapped(_ property: MappedProperty<Source, Value>) {
        refreshMapped(property)
        property.deliverIfChanged()
    }
}
