import Foundation
import NotesCore

/// A seeded generator so every run of the benchmark edits the same rows.
struct ListBenchmarkRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A random note identity.
    mutating func noteID() -> Note.ID {
        let high = next()
        let low = next()
        func byte(_ word: UInt64, _ position: UInt64) -> UInt8 {
            UInt8(truncatingIfNeeded: word >> (8 * position))
        }
        return Note.ID(
            UUID(
                uuid: (
                    byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3),
                    byte(high, 4), byte(high, 5), byte(high, 6), byte(high, 7),
                    byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
                    byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
                )))
    }
}
