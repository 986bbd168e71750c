/// The two checksums a PNG file needs.
enum Checksums {
    /// The CRC-32 table (polynomial 0xEDB88320, as in PNG and zlib).
    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// CRC-32 of bytes, as stored after each PNG chunk.
    /// - Complexity: O(*n*).
    static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    /// Adler-32 of bytes, as stored at the end of a zlib stream.
    /// - Complexity: O(*n*).
    static func adler32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var low: UInt32 = 1
        var high: UInt32 = 0
        for byte in bytes {
            low = (low + UInt32(byte)) % 65_521
            high = (high + low) % 65_521
        }
        return high << 16 | low
    }
}
