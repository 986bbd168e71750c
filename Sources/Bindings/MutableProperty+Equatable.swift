extension MutableProperty where Value: Equatable {
    /// Creates a property that notifies only when a write changes the value (by `==`).
    ///
    /// Use ``init(_:deduplication:)`` with ``Deduplication/notifyEveryWrite`` to opt out.
    @inlinable
    public convenience init(_ value: Value) {
        self.init(value, deduplication: .equalValues)
    }
}
