import Foundation

/// Maps the original app's string `uid`s to UUIDs, deterministically.
///
/// A `uid` that parses as a UUID (any case) is that UUID. Any other string becomes a version-8
/// UUID (RFC 9562, "custom") whose 128 bits are two FNV-1a 64-bit hashes of `noteskit-seed:` +
/// the UTF-8 bytes of the string, with different offset bases, then the version and variant
/// bits set. The same string always gives the same UUID, on every platform and launch.
public enum SeedIdentifier {
    /// The UUID for a seed `uid`.
    /// - Complexity: O(*n*) in the length of the string.
    public static func uuid(for uid: String) -> UUID {
        if let uuid = UUID(uuidString: uid) { return uuid }
        let bytes = Array("noteskit-seed:\(uid)".utf8)
        let high = fnv1a(bytes, basis: 0xCBF2_9CE4_8422_2325)
        let low = fnv1a(bytes, basis: 0x6C62_272E_07BB_0142)
        var result =
            (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
        result[6] = result[6] & 0x0F | 0x80  // version 8
        result[8] = result[8] & 0x3F | 0x80  // RFC 9562 variant
        return UUID(
            uuid: (
                result[0], result[1], result[2], result[3], result[4], result[5], result[6], result[7],
                result[8], result[9], result[10], result[11], result[12], result[13], result[14], result[15]
            ))
    }

    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
