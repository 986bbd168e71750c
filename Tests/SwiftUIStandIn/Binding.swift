/// A value read and written somewhere else: the stand-in for SwiftUI's `Binding`.
///
/// Two bindings are the same view input when they point at the same place (SwiftUI compares a
/// binding's location, not its closures).
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void
    let location: AnyHashable?

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, location: nil)
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, location: AnyHashable?) {
        read = get
        write = set
        self.location = location
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself, for `$` access.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a part of the value.
    public subscript<Part>(dynamicMember keyPath: WritableKeyPath<Value, Part>) -> Binding<Part> {
        Binding<Part>(
            get: { read()[keyPath: keyPath] },
            set: { part in
                var value = read()
                value[keyPath: keyPath] = part
                write(value)
            },
            location: location.map { [$0, AnyHashable(keyPath)] as [AnyHashable] })
    }
}

extension Binding: Equatable {
    /// Whether both bindings point at the same place.
    public nonisolated static func == (lhs: Binding<Value>, rhs: Binding<Value>) -> Bool {
        MainActor.assumeIsolated { lhs.location != nil && lhs.location == rhs.location }
    }
}
