/// A JPEG Huffman table (`DHT`): codes of 1 to 16 bits, read through a table of the next 9 bits
/// and, for longer codes, the largest code of each length (ITU T.81, F.2.2.3).
struct JPEGHuffmanTable: Sendable {
    /// Bits looked up at once.
    static let lookupBits = 9
    /// By the next ``lookupBits`` bits: the code's length times 256 plus its symbol, or 0 when the
    /// code is longer (or not a code).
    let lookup: [UInt16]
    /// The largest code of each length 0…16, -1 where there is none.
    let maxCode: [Int]
    /// What to add to a code of each length to get the index of its symbol.
    let valueOffset: [Int]
    /// The symbols in code order.
    let symbols: [UInt8]

    /// The table with `counts[i]` codes of `i + 1` bits for `symbols`, in order.
    ///
    /// - Throws: ``PhotoDecodeError/damaged`` when there are more codes than their lengths allow or
    ///   fewer symbols than codes.
    init(counts: [Int], symbols: [UInt8]) throws(PhotoDecodeError) {
        guard counts.count == 16, counts.reduce(0, +) == symbols.count, symbols.count <= 256 else {
            throw .damaged
        }
        var lookup = [UInt16](repeating: 0, count: 1 << Self.lookupBits)
        var maxCode = [Int](repeating: -1, count: 17)
        var valueOffset = [Int](repeating: 0, count: 17)
        var code = 0
        var index = 0
        for length in 1...16 {
            let count = counts[length - 1]
            valueOffset[length] = index - code
            for _ in 0..<count {
                guard code < 1 << length else { throw .damaged }
                if length <= Self.lookupBits {
                    let shift = Self.lookupBits - length
                    let entry = UInt16(length << 8) | UInt16(symbols[index])
                    for fill in 0..<(1 << shift) { lookup[code << shift | fill] = entry }
                }
                code += 1
                index += 1
            }
            if count > 0 { maxCode[length] = code - 1 }
            code <<= 1
        }
        self.lookup = lookup
        self.maxCode = maxCode
        self.valueOffset = valueOffset
        self.symbols = symbols
    }
}
