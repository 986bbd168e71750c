import Foundation

/// Where "now" comes from, injected so that logic never reads the system clock itself.
///
/// Stores, view models and ``NoteDateFormatter`` take a `NowSource` through `init`. Use ``live`` in
/// the app and ``fixed(_:)`` in tests.
public struct NowSource: Sendable {
    /// Returns the current moment.
    public var now: @Sendable () -> Date

    /// Wraps a closure that returns the current moment.
    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// Returns the current moment.
    public func callAsFunction() -> Date {
        now()
    }

    /// The system clock, `Date()`.
    public static let live = NowSource { Date() }

    /// A clock stopped at `date`: every call returns the same moment.
    public static func fixed(_ date: Date) -> NowSource {
        NowSource { date }
    }
}
