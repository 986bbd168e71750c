import Foundation

/// Counts measure calls, to show re-measurement is incremental.
final class MeasureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    var count: Int { lock.withLock { calls } }
    func record() { lock.withLock { calls += 1 } }
}
