import Foundation
import NotesCore

/// Random note identities for the list benchmark's generated rows.
extension SeededRandomNumberGenerator {
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
