/// How a property decides that a new value is the same as the old one and notifies no one.
///
/// ``MutableProperty`` and `map(_:)` use ``equalValues`` automatically when the value
/// is `Equatable`. Pass ``notifyEveryWrite`` to opt out, or ``using(_:)`` for values that are not
/// `Equatable` (or to compare only part of a value).
public struct Deduplication<Value> {
    /// The comparison, or `nil` to notify on every write.
    @usableFromInline let isEqual: ((Value, Value) -> Bool)?

    @usableFromInline
    init(isEqual: ((Value, Value) -> Bool)?) {
        self.isEqual = isEqual
    }

    /// Notifies subscribers on every write, even of an equal value.
    @inlinable
    public static var notifyEveryWrite: Deduplication<Value> { Deduplication(isEqual: nil) }

    /// Skips a write when `isEqual(old, new)` returns true.
    ///
    /// - Parameter isEqual: called with the old and the new value; it must not write properties.
    @inlinable
    public static func using(_ isEqual: @escaping (Value, Value) -> Bool) -> Deduplication<Value> {
        Deduplication(isEqual: isEqual)
    }
}
