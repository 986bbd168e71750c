/// A minimal PNG writer: 8-bit RGB, no filtering, zlib with stored (uncompressed) deflate blocks.
///
/// Enough for the generated preset photos; the output is a valid PNG any decoder reads.
package enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Encodes a `width` × `height` image whose pixel at (x, y) is `pixel(x, y)` as (r, g, b).
    /// - Complexity: O(`width` × `height`).
    package static func encode(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8]
    {
        var header: [UInt8] = []
        header += bigEndian(UInt32(width))
        header += bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]  // bit depth 8, colour type RGB, deflate, no filter method, no interlace
        var scanlines: [UInt8] = []
        scanlines.reserveCapacity(height * (1 + width * 3))
        for y in 0..<height {
            scanlines.append(0)  // filter type None
            for x in 0..<width {
                let (red, green, blue) = pixel(x, y)
                scanlines += [red, green, blue]
            }
        }
        var file = signature
        file += chunk("IHDR", header)
        file += chunk("IDAT", zlibStored(scanlines))
        file += chunk("IEND", [])
        return file
    }

    /// A zlib stream holding `data` in stored deflate blocks of at most 65,535 bytes.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]  // deflate, 32 KiB window, no dictionary, check bits
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            stream.append(end == data.count ? 1 : 0)  // BFINAL, BTYPE 00
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[start..<end]
            start = end
        } while start < data.count
        stream += bigEndian(Checksums.adler32(data))
        return stream
    }

    /// A chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(Checksums.crc32(typeBytes + data))
    }

    /// Four bytes, most significant first.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
