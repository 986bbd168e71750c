/// Decodes one scan's blocks, keeping what runs from block to block: each component's DC
/// prediction and, in a progressive AC scan, the run of blocks left at end-of-band (ITU T.81,
/// F.2.2 and G.1.2).
struct JPEGBlockDecoder {
    private let kind: JPEGScan.Kind
    private let spectralStart: Int
    private let spectralEnd: Int
    private let successiveLow: Int
    /// By the scan's component position.
    private let dc: [JPEGHuffmanTable?]
    private let ac: [JPEGHuffmanTable?]
    /// Whether AC coefficients are stored; else they are decoded and dropped, and a block is its DC
    /// coefficient alone.
    private let keepsAC: Bool
    private var predictions: [Int]
    private var endOfBandRun = 0

    init(scan: JPEGScan, dc: [JPEGHuffmanTable?], ac: [JPEGHuffmanTable?], keepsAC: Bool) {
        self.keepsAC = keepsAC
        kind = scan.kind
        spectralStart = scan.spectralStart
        spectralEnd = scan.spectralEnd
        successiveLow = scan.successiveLow
        self.dc = dc
        self.ac = ac
        predictions = Array(repeating: 0, count: scan.components.count)
    }

    /// Starts a restart interval: predictions and the end-of-band run start again.
    mutating func restart() {
        for index in predictions.indices { predictions[index] = 0 }
        endOfBandRun = 0
    }

    /// Decodes the next block of the scan's component `component` into `block[base..<base + 64]`.
    mutating func decode(
        _ reader: inout JPEGBitReader, component: Int, block: inout [Int16], at base: Int
    ) throws(PhotoDecodeError) {
        switch kind {
        case .sequential:
            try decodeDC(&reader, component: component, block: &block, at: base)
            try decodeSequentialAC(&reader, table: ac[component], block: &block, at: base)
        case .dcFirst: try decodeDC(&reader, component: component, block: &block, at: base)
        case .dcRefinement: if reader.bit() { block[base] |= Int16(1 << successiveLow) }
        case .acFirst: try decodeFirstAC(&reader, table: ac[component], block: &block, at: base)
        case .acRefinement: try refineAC(&reader, table: ac[component], block: &block, at: base)
        }
    }

    private mutating func decodeDC(
        _ reader: inout JPEGBitReader, component: Int, block: inout [Int16], at base: Int
    ) throws(PhotoDecodeError) {
        guard let table = dc[component] else { throw .damaged }
        let size = try reader.decode(table)
        guard size <= 16 else { throw .damaged }
        predictions[component] += reader.signed(size)
        block[base] = Int16(truncatingIfNeeded: predictions[component] << successiveLow)
    }

    private func decodeSequentialAC(
        _ reader: inout JPEGBitReader, table: JPEGHuffmanTable?, block: inout [Int16], at base: Int
    ) throws(PhotoDecodeError) {
        guard let table else { throw .damaged }
        var k = 1
        while k < 64 {
            let symbol = try reader.decode(table)
            let (run, size) = (symbol >> 4, symbol & 0x0F)
            if size == 0 {
                if run < 15 { break }
                k += 16
                continue
            }
            k += run
            guard k < 64 else { throw .damaged }
            let value = Int16(truncatingIfNeeded: reader.signed(size))
            if keepsAC { block[base + JPEGScan.zigZag[k]] = value }
            k += 1
        }
    }

    private mutating func decodeFirstAC(
        _ reader: inout JPEGBitReader, table: JPEGHuffmanTable?, block: inout [Int16], at base: Int
    ) throws(PhotoDecodeError) {
        guard let table else { throw .damaged }
        if endOfBandRun > 0 {
            endOfBandRun -= 1
            return
        }
        var k = spectralStart
        while k <= spectralEnd {
            let symbol = try reader.decode(table)
            let (run, size) = (symbol >> 4, symbol & 0x0F)
            if size == 0 {
                if run < 15 {
                    endOfBandRun = (1 << run) + reader.bits(run) - 1
                    break
                }
                k += 16
                continue
            }
            k += run
            guard k <= spectralEnd else { throw .damaged }
            block[base + JPEGScan.zigZag[k]] = Int16(truncatingIfNeeded: reader.signed(size) << successiveLow)
            k += 1
        }
    }

    private mutating func refineAC(
        _ reader: inout JPEGBitReader, table: JPEGHuffmanTable?, block: inout [Int16], at base: Int
    ) throws(PhotoDecodeError) {
        guard let table else { throw .damaged }
        let plus = Int16(1 << successiveLow)
        let minus = Int16(-1 << successiveLow)
        var k = spectralStart
        if endOfBandRun == 0 {
            while k <= spectralEnd {
                let symbol = try reader.decode(table)
                var run = symbol >> 4
                var value: Int16 = 0
                if symbol & 0x0F != 0 {
                    value = reader.bit() ? plus : minus
                } else if run != 15 {
                    endOfBandRun = (1 << run) + reader.bits(run)
                    break
                }
                // Step over `run` coefficients still zero, refining the nonzero ones passed.
                while k <= spectralEnd {
                    let index = base + JPEGScan.zigZag[k]
                    if block[index] != 0 {
                        if reader.bit(), block[index] & plus == 0 {
                            block[index] &+= block[index] >= 0 ? plus : minus
                        }
                    } else {
                        if run == 0 { break }
                        run -= 1
                    }
                    k += 1
                }
                if value != 0 {
                    guard k <= spectralEnd else { throw .damaged }
                    block[base + JPEGScan.zigZag[k]] = value
                }
                k += 1
            }
        }
        if endOfBandRun > 0 {
            // The rest of the band is zero but for correction bits of the nonzero coefficients.
            while k <= spectralEnd {
                let index = base + JPEGScan.zigZag[k]
                if block[index] != 0, reader.bit(), block[index] & plus == 0 {
                    block[index] &+= block[index] >= 0 ? plus : minus
                }
                k += 1
            }
            endOfBandRun -= 1
        }
    }
}
