/// A DEFLATE (RFC 1951) decompressor over a zlib stream (RFC 1950), written for PNG image data.
///
/// Stored, fixed-Huffman and dynamic-Huffman blocks are read; the output goes to a sink in pieces
/// as it is produced, and only the last 32 KiB (the window back-references reach) plus one piece
/// are kept, so memory stays bounded whatever the size of the output. The Adler-32 check at the end
/// of the zlib stream is verified.
///
/// - Complexity: O(*n*) in the compressed and decompressed bytes.
package struct Inflater {
    /// Why a stream could not be inflated.
    package enum Failure: Error, Hashable, Sendable {
        /// The zlib header is not deflate with a window of at most 32 KiB, or its check bits fail.
        case badHeader
        /// The stream ends before its last block does.
        case truncated
        /// A block is invalid: a reserved block type, a stored length that contradicts its
        /// complement, a Huffman code that is over-subscribed or incomplete, a symbol or a distance
        /// out of range.
        case corrupt
        /// The Adler-32 checksum differs from that of the output.
        case checksumMismatch
    }

    /// The maximum number of bits in a code.
    private static let maximumBits = 15
    /// The distance back-references may reach.
    private static let windowSize = 32_768
    /// How many bytes are produced before a piece goes to the sink.
    private static let pieceSize = 65_536

    private static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195,
        227, 258,
    ]
    private static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which code-length code lengths are stored.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    private struct Huffman {
        var counts: [Int]
        var symbols: [Int]

        /// The code for `lengths` (one per symbol, 0 for unused); `complete` requires that every
        /// code is used, except for a code of a single symbol.
        init(lengths: [Int]) throws(Failure) {
            counts = Array(repeating: 0, count: Inflater.maximumBits + 1)
            for length in lengths { counts[length] += 1 }
            var left = 1
            for length in 1...Inflater.maximumBits {
                left <<= 1
                left -= counts[length]
                guard left >= 0 else { throw .corrupt }
            }
            var offsets = Array(repeating: 0, count: Inflater.maximumBits + 2)
            for length in 1...Inflater.maximumBits { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = Array(repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private static let fixedLiterals = try! Huffman(
        lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
            + Array(repeating: 7, count: 24)
            + Array(repeating: 8, count: 8))
    private static let fixedDistances = try! Huffman(lengths: Array(repeating: 5, count: 30))

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    /// The output not yet dropped: the window and what has not gone to the sink.
    private var output: [UInt8] = []
    /// How much of ``output`` has gone to the sink.
    private var delivered = 0
    /// Whether the sink asked to stop.
    private var isStopped = false
    private var adlerA: UInt32 = 1
    private var adlerB: UInt32 = 0

    /// An inflater over the zlib stream `input`.
    package init(zlib input: [UInt8]) {
        self.input = input
    }

    /// The whole decompressed stream at once.
    ///
    /// - Throws: ``Failure`` for a stream that is not valid zlib.
    package static func inflate(zlib input: [UInt8]) throws(Failure) -> [UInt8] {
        var result: [UInt8] = []
        var inflater = Inflater(zlib: input)
        try inflater.run {
            result += $0
            return true
        }
        return result
    }

    /// Decompresses the stream, handing the output to `sink` in order, in pieces of about 64 KiB;
    /// stops early (without an error) when `sink` returns `false`.
    ///
    /// - Throws: ``Failure`` for a stream that is not valid zlib; the sink may have received part of
    ///   the output before.
    package mutating func run(sink: (ArraySlice<UInt8>) -> Bool) throws(Failure) {
        guard input.count >= 2 else { throw .truncated }
        let method = input[0]
        guard method & 0x0F == 8, method >> 4 <= 7, (Int(method) << 8 | Int(input[1])) % 31 == 0,
            input[1] & 0x20 == 0
        else { throw .badHeader }
        position = 2
        var isLast = false
        while !isLast {
            isLast = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(literals: Self.fixedLiterals, distances: Self.fixedDistances, sink: sink)
            case 2:
                let (literals, distances) = try dynamicCodes()
                try codes(literals: literals, distances: distances, sink: sink)
            default: throw .corrupt
            }
            if isStopped { return }
            if isLast {
                checksum(output[delivered...])
                guard sink(output[delivered...]) else { return }
            } else if !flushIfFull(sink) {
                return
            }
        }
        // The Adler-32 of the output, most significant byte first, after the last block.
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw .truncated }
        let stored = input[position..<position + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard stored == adlerB << 16 | adlerA else { throw .checksumMismatch }
    }

    /// Hands what is before the window to `sink` once a piece is ready, and drops it; returns
    /// `false` when the sink asks to stop.
    private mutating func flushIfFull(_ sink: (ArraySlice<UInt8>) -> Bool) -> Bool {
        guard output.count - delivered >= Self.pieceSize + Self.windowSize else { return true }
        let end = output.count - Self.windowSize
        checksum(output[delivered..<end])
        guard sink(output[delivered..<end]) else {
            isStopped = true
            return false
        }
        output.removeFirst(end)
        delivered = 0
        return true
    }

    /// Adds `bytes` to the running Adler-32.
    private mutating func checksum(_ bytes: ArraySlice<UInt8>) {
        var a = adlerA
        var b = adlerB
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let end = min(index + 5_552, bytes.endIndex)
            for byte in bytes[index..<end] {
                a &+= UInt32(byte)
                b &+= a
            }
            a %= 65_521
            b %= 65_521
            index = end
        }
        adlerA = a
        adlerB = b
    }

    /// The next `count` bits, least significant first.
    private mutating func bits(_ count: Int) throws(Failure) -> Int {
        while bitCount < count {
            guard position < input.count else { throw .truncated }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    /// A stored block: the rest of the byte skipped, a length and its complement, the bytes.
    private mutating func stored() throws(Failure) {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw .truncated }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw .corrupt }
        position += 4
        guard position + length <= input.count else { throw .truncated }
        output += input[position..<position + length]
        position += length
    }

    /// One symbol of `code`, read bit by bit (codes are stored most significant bit first).
    private mutating func decode(_ code: Huffman) throws(Failure) -> Int {
        var value = 0
        var first = 0
        var index = 0
        for length in 1...Self.maximumBits {
            value |= try bits(1)
            let count = code.counts[length]
            if value - count < first { return code.symbols[index + (value - first)] }
            index += count
            first += count
            first <<= 1
            value <<= 1
        }
        throw .corrupt
    }

    /// Literals and back-references until the end-of-block symbol.
    private mutating func codes(
        literals: Huffman, distances: Huffman, sink: (ArraySlice<UInt8>) -> Bool
    ) throws(Failure) {
        while true {
            if output.count - delivered >= Self.pieceSize + Self.windowSize, !flushIfFull(sink) { return }
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let lengthIndex = symbol - 257
                guard lengthIndex < Self.lengthBase.count else { throw .corrupt }
                let length = Self.lengthBase[lengthIndex] + (try bits(Self.lengthExtra[lengthIndex]))
                let distanceSymbol = try decode(distances)
                guard distanceSymbol < Self.distanceBase.count else { throw .corrupt }
                let distance =
                    Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw .corrupt }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }

    /// The literal/length and distance codes of a dynamic block.
    private mutating func dynamicCodes() throws(Failure) -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .corrupt }
        var codeLengthLengths = Array(repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[Self.codeLengthOrder[index]] = try bits(3) }
        let codeLengths = try Huffman(lengths: codeLengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengths)
            switch symbol {
            case 0...15:
                lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw .corrupt }
                lengths += Array(repeating: previous, count: 3 + (try bits(2)))
            case 17:
                lengths += Array(repeating: 0, count: 3 + (try bits(3)))
            default:
                lengths += Array(repeating: 0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount, lengths[256] != 0 else { throw .corrupt }
        return (
            try Huffman(lengths: Array(lengths[..<literalCount])),
            try Huffman(lengths: Array(lengths[literalCount...]))
        )
    }
}
