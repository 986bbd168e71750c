import Foundation
import NotesCore

extension Note.ID {
    /// A deterministic identifier whose last byte is `number`.
    static func fixture(_ number: UInt8) -> Note.ID {
        fixture(index: Int(number))
    }

    /// A deterministic identifier built from a whole number (big-endian in the last 8 bytes).
    static func fixture(index: Int) -> Note.ID {
        let value = UInt64(truncatingIfNeeded: index)
        func byte(_ position: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: value >> (8 * (7 - position))) }
        return Note.ID(
            UUID(
                uuid: (
                    0, 0, 0, 0, 0, 0, 0, 0,
                    byte(0), byte(1), byte(2), byte(3), byte(4), byte(5), byte(6), byte(7)
                )))
    }
}
