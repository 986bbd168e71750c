import Foundation

/// A deterministic generator for tests, previews and snapshots.
extension IDGenerator {
    /// Counts up from `00000000-0000-0000-0000-000000000001`.
    ///
    /// Each call returns a new generator with its own counter, so two tests never share a sequence.
    /// The counter is guarded by a lock: the generator may be called from any thread, and ids never repeat.
    /// The number occupies the last 12 hex digits of the UUID.
    public static func incrementing() -> IDGenerator {
        let counter = Counter()
        return IDGenerator { UUID(sequenceNumber: counter.next()) }
    }
}

/// A counter shared by the copies of one incrementing generator.
private final class Counter: Sendable {
    private let value = Locked<UInt64>(0)

    func next() -> UInt64 {
        value.withLock { value in
            value &+= 1
            return value
        }
    }
}

extension UUID {
    /// The UUID `00000000-0000-0000-0000-NNNNNNNNNNNN` for a sequence number `N`.
    init(sequenceNumber: UInt64) {
        let n = sequenceNumber
        self.init(
            uuid: (
                0, 0, 0, 0, 0, 0, 0, 0,
                0, 0,
                UInt8(truncatingIfNeeded: n >> 40), UInt8(truncatingIfNeeded: n >> 32),
                UInt8(truncatingIfNeeded: n >> 24), UInt8(truncatingIfNeeded: n >> 16),
                UInt8(truncatingIfNeeded: n >> 8), UInt8(truncatingIfNeeded: n)
            )
        )
    }
}
