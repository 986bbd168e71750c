extension Deduplication where Value: Equatable {
    /// Skips a write whose value is `==` to the current one; the default for `Equatable` values.
    @inlinable
    public static var equalValues: Deduplication<Value> { Deduplication(isEqual: { $0 == $1 }) }
}
