import Foundation

/// A value guarded by an `NSLock`, for state shared between threads on every platform we ship to
/// (iOS 17, macOS 14), where Synchronization's `Mutex` is not available.
///
/// Every access goes through ``withLock(_:)``; the lock is never held while calling out except
/// for the body itself, so keep bodies short and never call back into the same value. Other modules
/// of the package (the view models) use it too.
///
/// Unchecked because the value is read and written only inside ``withLock(_:)``, under the lock,
/// and it is itself `Sendable`.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Wraps an initial value.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
