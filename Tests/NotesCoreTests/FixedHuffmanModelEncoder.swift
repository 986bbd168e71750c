import NotesCore

/// A plain DEFLATE writer for tests: random literals and back-references in fixed-Huffman blocks,
/// with stored blocks between them, and the bytes they stand for.
struct FixedHuffmanModelEncoder {
    /// The bytes the stream encodes, built by copying as each back-reference says.
    private(set) var plain: [UInt8] = []
    private var bits: [UInt8] = []
    private var bitCount = 0

    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195,
        227, 258,
    ]
    static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// The zlib stream: header, the blocks, the Adler-32 of ``plain``.
    var stream: [UInt8] {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in plain {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        let sum = b << 16 | a
        return [0x78, 0x01] + bits + [
            UInt8(sum >> 24), UInt8(sum >> 16 & 0xFF), UInt8(sum >> 8 & 0xFF), UInt8(sum & 0xFF),
        ]
    }

    /// Writes `count` bits of `value`, least significant first.
    private mutating func write(_ value: Int, count: Int) {
        for bit in 0..<count {
            if bitCount % 8 == 0 { bits.append(0) }
            bits[bits.count - 1] |= UInt8((value >> bit) & 1) << (bitCount % 8)
            bitCount += 1
        }
    }

    /// Writes a Huffman code, most significant bit first.
    private mutating func writeCode(_ code: Int, length: Int) {
        for bit in stride(from: length - 1, through: 0, by: -1) { write((code >> bit) & 1, count: 1) }
    }

    private mutating func writeLiteralOrLength(_ symbol: Int) {
        switch symbol {
        case 0...143: writeCode(0x30 + symbol, length: 8)
        case 144...255: writeCode(0x190 + symbol - 144, length: 9)
        case 256...279: writeCode(symbol - 256, length: 7)
        default: writeCode(0xC0 + symbol - 280, length: 8)
        }
    }

    /// Blocks until ``plain`` holds about `count` bytes, then a last empty fixed block.
    mutating func generate(count: Int, using generator: inout SeededRandomNumberGenerator) {
        while plain.count < count {
            if Int.random(in: 0..<8, using: &generator) == 0 {
                storedBlock(length: Int.random(in: 0...300, using: &generator), using: &generator)
            } else {
                fixedBlock(symbols: Int.random(in: 1...2_000, using: &generator), using: &generator)
            }
        }
        write(1, count: 1)
        write(1, count: 2)
        writeLiteralOrLength(256)
    }

    private mutating func storedBlock(length: Int, using generator: inout SeededRandomNumberGenerator) {
        write(0, count: 1)
        write(0, count: 2)
        bitCount = bits.count * 8  // to the byte boundary
        let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bits += [
            UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF),
        ]
        bits += bytes
        bitCount = bits.count * 8
        plain += bytes
    }

    private mutating func fixedBlock(symbols: Int, using generator: inout SeededRandomNumberGenerator) {
        write(0, count: 1)
        write(1, count: 2)
        for _ in 0..<symbols {
            if plain.count < 1 || Int.random(in: 0..<3, using: &generator) == 0 {
                let byte = Int.random(in: 0...255, using: &generator)
                writeLiteralOrLength(byte)
                plain.append(UInt8(byte))
                continue
            }
            let length = Int.random(in: 3...258, using: &generator)
            let distance =
                Bool.random(using: &generator)
                ? Int.random(in: 1...min(plain.count, 32_768), using: &generator)
                : Int.random(in: 1...min(plain.count, 16), using: &generator)
            let lengthIndex = Self.lengthBase.lastIndex { $0 <= length }!
            writeLiteralOrLength(257 + lengthIndex)
            write(length - Self.lengthBase[lengthIndex], count: Self.lengthExtra[lengthIndex])
            let distanceIndex = Self.distanceBase.lastIndex { $0 <= distance }!
            writeCode(distanceIndex, length: 5)
            write(distance - Self.distanceBase[distanceIndex], count: Self.distanceExtra[distanceIndex])
            let start = plain.count - distance
            for offset in 0..<length { plain.append(plain[start + offset]) }
        }
        writeLiteralOrLength(256)
    }
}
