extension Property {
    /// A property whose value is `transform` applied to this one's, notifying on every recomputation.
    ///
    /// The derived value is computed lazily and at most once per change of this property; reading
    /// ``value`` is always consistent with the source, also when nobody observes it.
    ///
    /// - Parameter transform: a pure function; it must not write properties.
    @inlinable
    public func map<Mapped>(_ transform: @escaping (Value) -> Mapped) -> Property<Mapped> {
        map(transform, deduplication: .notifyEveryWrite)
    }

    /// A property whose value is `transform` applied to this one's; equal results notify no one.
    ///
    /// - Parameter transform: a pure function; it must not write properties.
    @inlinable
    public func map<Mapped: Equatable>(_ transform: @escaping (Value) -> Mapped) -> Property<Mapped> {
        MappedProperty(equatableSource: self, transform: transform)
    }

    /// A property whose value is `transform` applied to this one's, skipping results that
    /// `deduplication` considers equal.
    ///
    /// - Parameters:
    ///   - transform: a pure function; it must not write properties.
    ///   - deduplication: how to detect an unchanged result.
    @inlinable
    public func map<Mapped>(
        _ transform: @escaping (Value) -> Mapped,
        deduplication: Deduplication<Mapped>
    ) -> Property<Mapped> {
        MappedProperty(source: self, deduplication: deduplication, transform: transform)
    }
}
