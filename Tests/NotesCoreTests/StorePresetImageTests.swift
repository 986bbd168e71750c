import Foundation
import NotesCore
import Testing

@Suite struct StorePresetImageTests {
    /// A PNG chunk as read back from a file.
    struct Chunk {
        var type: String
        var data: [UInt8]
        var storedCRC: UInt32
    }

    static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Reference CRC-32, bit by bit, independent of the store's table.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func chunks(_ file: [UInt8]) throws -> [Chunk] {
        var chunks: [Chunk] = []
        var offset = 8
        while offset < file.count {
            let length = Int(bigEndian(file[offset..<offset + 4]))
            let type = String(decoding: file[offset + 4..<offset + 8], as: UTF8.self)
            let data = Array(file[offset + 8..<offset + 8 + length])
            let crc = bigEndian(file[offset + 8 + length..<offset + 12 + length])
            chunks.append(Chunk(type: type, data: data, storedCRC: crc))
            offset += 12 + length
        }
        #expect(offset == file.count)
        return chunks
    }

    /// Inflates a zlib stream made only of stored blocks, checking its Adler-32.
    static func inflateStored(_ stream: [UInt8]) throws -> [UInt8] {
        #expect(stream[0] == 0x78)
        #expect((UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0)
        var output: [UInt8] = []
        var offset = 2
        var isFinal = false
        while !isFinal {
            isFinal = stream[offset] & 1 == 1
            try #require(stream[offset] >> 1 & 3 == 0)
            let length = Int(stream[offset + 1]) | Int(stream[offset + 2]) << 8
            let complement = Int(stream[offset + 3]) | Int(stream[offset + 4]) << 8
            #expect(length ^ complement == 0xFFFF)
            output += stream[offset + 5..<offset + 5 + length]
            offset += 5 + length
        }
        var low: UInt32 = 1
        var high: UInt32 = 0
        for byte in output {
            low = (low + UInt32(byte)) % 65_521
            high = (high + low) % 65_521
        }
        #expect(bigEndian(stream[offset..<offset + 4]) == high << 16 | low)
        #expect(offset + 4 == stream.count)
        return output
    }

    @Test(arguments: StorePresets.photos)
    func presetPhotoIsAValidPNGWithCorrectChecksums(template: StorePresets.PhotoTemplate) throws {
        let file = [UInt8](StorePresets.pngData(for: template))
        #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = try Self.chunks(file)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        for chunk in chunks {
            #expect(chunk.storedCRC == Self.crc32(Array(chunk.type.utf8) + chunk.data), "\(chunk.type)")
        }
        let header = chunks[0].data
        let side = UInt32(StorePresets.photoSide)
        #expect(Self.bigEndian(header[0..<4]) == side)
        #expect(Self.bigEndian(header[4..<8]) == side)
        #expect(Array(header[8...]) == [8, 2, 0, 0, 0])
        let pixels = try Self.inflateStored(chunks[1].data)
        let rowLength = 1 + StorePresets.photoSide * 3
        #expect(pixels.count == StorePresets.photoSide * rowLength)
        #expect(stride(from: 0, to: pixels.count, by: rowLength).allSatisfy { pixels[$0] == 0 })
        let lastRow = (StorePresets.photoSide - 1) * rowLength
        let topLeft = Array(pixels[1...3])
        let bottomLeft = Array(pixels[(lastRow + 1)...(lastRow + 3)])
        #expect(topLeft == Self.bytes(template.top))
        #expect(bottomLeft == Self.bytes(template.bottom))
    }

    static func bytes(_ color: NoteColor) -> [UInt8] {
        [color.red, color.green, color.blue].map { UInt8($0 * 255 + 0.5) }
    }

    @Test func presetsAreElevenDistinctlyNamedGradients() {
        #expect(StorePresets.photos.count == 11)
        #expect(Set(StorePresets.photos.map(\.name)).count == 11)
        #expect(StorePresets.photos.first?.name == "Sunrise")
        #expect(Set(StorePresets.photos.map { StorePresets.pngData(for: $0) }).count == 11)
    }
}
