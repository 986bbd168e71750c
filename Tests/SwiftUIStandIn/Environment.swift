import Observation

/// Where the app's scene is: the stand-in for SwiftUI's `ScenePhase`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not on screen; the app may be suspended.
    case background
    /// On screen but taking no events.
    case inactive
    /// On screen, in front.
    case active
}

/// The values every view may read from its surroundings: the stand-in for SwiftUI's
/// `EnvironmentValues`.
public struct EnvironmentValues: Sendable {
    /// Where the app's scene is.
    public var scenePhase = ScenePhase.active

    /// The values a scene starts with.
    public init() {}
}

/// The environment a host gives its views; a view that read a value is evaluated again when it
/// changes.
@MainActor
@Observable
final class EnvironmentStore {
    var values = EnvironmentValues()
}

/// The place an ``Environment`` reads from, filled in by the host before each evaluation of the
/// view's body, as SwiftUI installs a dynamic property's storage.
@MainActor
final class EnvironmentSlot {
    var store: EnvironmentStore?
}

/// A property a view fills in before its body is evaluated.
@MainActor
protocol EnvironmentReading {
    func install(_ store: EnvironmentStore)
}

/// A value of the view's environment: the stand-in for SwiftUI's `Environment`
/// (`@Environment(\.scenePhase) private var scenePhase`).
@MainActor
@propertyWrapper
public struct Environment<Value>: EnvironmentReading {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let slot = EnvironmentSlot()

    /// The value at `keyPath` of the view's environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value, as the host's environment has it now.
    public var wrappedValue: Value {
        (slot.store?.values ?? EnvironmentValues())[keyPath: keyPath]
    }

    func install(_ store: EnvironmentStore) { slot.store = store }
}

extension Environment: Equatable {
    /// Whether both read the same value: a view's environment is not part of its value.
    public nonisolated static func == (lhs: Environment<Value>, rhs: Environment<Value>) -> Bool {
        MainActor.assumeIsolated { lhs.keyPath == rhs.keyPath }
    }
}
