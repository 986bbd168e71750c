/// The Huffman tables defined so far (`DHT`), four slots each for DC and AC coefficients; a later
/// table replaces an earlier one in its slot.
struct JPEGScanTables {
    var dc: [JPEGHuffmanTable?] = Array(repeating: nil, count: 4)
    var ac: [JPEGHuffmanTable?] = Array(repeating: nil, count: 4)

    /// Adds the tables in the body of a `DHT` segment.
    ///
    /// - Throws: ``PhotoDecodeError/damaged`` for a bad class or slot, a body that ends inside a
    ///   table, or a table whose codes do not fit their lengths.
    mutating func define(_ body: ArraySlice<UInt8>) throws(PhotoDecodeError) {
        let body = Array(body)
        var offset = 0
        while offset < body.count {
            guard offset + 17 <= body.count else { throw .damaged }
            let kind = body[offset] >> 4
            let slot = Int(body[offset] & 0x0F)
            guard kind < 2, slot < 4 else { throw .damaged }
            let counts = body[offset + 1..<offset + 17].map(Int.init)
            let total = counts.reduce(0, +)
            guard offset + 17 + total <= body.count else { throw .damaged }
            let table = try JPEGHuffmanTable(
                counts: counts, symbols: Array(body[offset + 17..<offset + 17 + total]))
            if kind == 0 { dc[slot] = table } else { ac[slot] = table }
            offset += 17 + total
        }
    }
}
