import Observation

/// Bindings to the writable properties of an observable object: the stand-in for SwiftUI's
/// `Bindable` (`@Bindable var model`, then `$model.name`; or `Bindable(model).name`).
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Object: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Object

    /// Bindings to `object`'s properties.
    public init(wrappedValue object: Object) { wrappedValue = object }

    /// Bindings to `object`'s properties.
    public init(_ object: Object) { wrappedValue = object }

    /// Itself, for `$` access.
    public var projectedValue: Bindable<Object> { self }

    /// A binding to one of the object's writable properties.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>) -> Binding<Value>
    {
        let object = wrappedValue
        return Binding(
            get: { object[keyPath: keyPath] },
            set: { object[keyPath: keyPath] = $0 },
            location: [AnyHashable(ObjectIdentifier(object)), AnyHashable(keyPath)] as [AnyHashable])
    }
}
