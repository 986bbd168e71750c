import Synchronization

/// Counts measure calls, to show re-measurement is incremental.
final class MeasureLog: Sendable {
    private let calls = Mutex(0)
    var count: Int { calls.withLock { $0 } }
    func record() { calls.withLock { $0 += 1 } }
}
