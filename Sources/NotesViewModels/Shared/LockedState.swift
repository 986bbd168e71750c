import Foundation

/// A value behind an `NSLock`, for state shared between threads.
///
/// Stands in for `Mutex` from Synchronization, which needs iOS 18 and macOS 15. Every read and write
/// goes through ``withLock(_:)``; the body must not call back into the same value (an `NSLock` is not
/// recursive).
final class LockedState<State> {
    private let lock = NSLock()
    private var state: State

    /// A lock around `state`.
    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state and returns its result.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}

/// The lock serialises every access, so the value may be shared when the state may be sent.
extension LockedState: @unchecked Sendable where State: Sendable {}
