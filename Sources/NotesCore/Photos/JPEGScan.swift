/// One scan of a JPEG (`SOS`): which components it codes with which Huffman tables, and which
/// coefficients (all of them in a sequential JPEG; a band of them, or a refinement of one bit, in a
/// progressive one).
struct JPEGScan {
    /// What the scan's blocks code (ITU T.81, G.1.2).
    enum Kind {
        /// Every coefficient of each block: a sequential JPEG.
        case sequential
        /// The first bits of the DC coefficients.
        case dcFirst
        /// One more bit of the DC coefficients.
        case dcRefinement
        /// The first bits of a band of AC coefficients.
        case acFirst
        /// One more bit of a band of AC coefficients.
        case acRefinement
    }

    /// The natural-order index of each coefficient in zig-zag order.
    static let zigZag: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13,
        6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45,
        38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    ]

    /// The frame's indices of the components, in the scan's order.
    let components: [Int]
    let dcTables: [Int]
    let acTables: [Int]
    /// The band of coefficients, in zig-zag order.
    let spectralStart: Int
    let spectralEnd: Int
    /// The bit this scan refines from (0 in a first scan) and its lowest bit.
    let successiveHigh: Int
    let successiveLow: Int
    let kind: Kind

    /// The scan in the body of a start-of-scan segment, for `frame`.
    ///
    /// - Throws: ``PhotoDecodeError/damaged`` when it names a component not in the frame, or one
    ///   twice, a table number over 3, or a band or bit position the frame's coding does not allow.
    init(_ body: ArraySlice<UInt8>, frame: JPEGFrame) throws(PhotoDecodeError) {
        let body = Array(body)
        guard let count = body.first.map(Int.init), (1...frame.components.count).contains(count),
            body.count >= 4 + 2 * count
        else { throw .damaged }
        var components: [Int] = []
        var dcTables: [Int] = []
        var acTables: [Int] = []
        for index in 0..<count {
            let id = body[1 + 2 * index]
            let tables = body[2 + 2 * index]
            guard let component = frame.components.firstIndex(where: { $0.id == id }),
                !components.contains(component), tables >> 4 < 4, tables & 0x0F < 4
            else { throw .damaged }
            components.append(component)
            dcTables.append(Int(tables >> 4))
            acTables.append(Int(tables & 0x0F))
        }
        self.components = components
        self.dcTables = dcTables
        self.acTables = acTables
        spectralStart = Int(body[1 + 2 * count])
        spectralEnd = Int(body[2 + 2 * count])
        successiveHigh = Int(body[3 + 2 * count] >> 4)
        successiveLow = Int(body[3 + 2 * count] & 0x0F)
        guard frame.isProgressive else {
            kind = .sequential
            return
        }
        guard spectralStart <= spectralEnd, spectralEnd < 64, successiveHigh <= 13, successiveLow <= 13,
            successiveHigh == 0 || successiveHigh == successiveLow + 1
        else { throw .damaged }
        if spectralStart == 0 {
            guard spectralEnd == 0 else { throw .damaged }
            kind = successiveHigh == 0 ? .dcFirst : .dcRefinement
        } else {
            guard count == 1 else { throw .damaged }
            kind = successiveHigh == 0 ? .acFirst : .acRefinement
        }
    }

    /// Decodes the scan's entropy-coded data from `reader` into `coefficients` (one array per
    /// frame component, `coefficientsPerBlock` a block in natural order: 64, or 1 to keep the DC
    /// coefficients alone).
    ///
    /// - Throws: ``PhotoDecodeError/damaged`` for a missing table, a bad code or a missing restart
    ///   marker; ``PhotoDecodeError/truncated`` when the bytes end before the scan's data does.
    /// - Complexity: O(*n*) in the scan's blocks and data.
    func decode(
        _ reader: inout JPEGBitReader, frame: JPEGFrame, tables: JPEGScanTables, restartInterval: Int,
        into coefficients: inout [[Int16]], coefficientsPerBlock: Int
    ) throws(PhotoDecodeError) {
        let dc = try dcTables.map { (index) throws(PhotoDecodeError) in
            guard
                kind == .acFirst || kind == .acRefinement || kind == .dcRefinement
                    || tables.dc[index] != nil
            else { throw .damaged }
            return tables.dc[index]
        }
        let ac = try acTables.map { (index) throws(PhotoDecodeError) in
            guard kind == .dcFirst || kind == .dcRefinement || tables.ac[index] != nil else { throw .damaged }
            return tables.ac[index]
        }
        var state = JPEGBlockDecoder(scan: self, dc: dc, ac: ac, keepsAC: coefficientsPerBlock == 64)
        let single = components.count == 1
        let first = frame.components[components[0]]
        let across = single ? first.codedBlocksPerLine : frame.mcusPerLine
        let down = single ? first.codedBlockRows : frame.mcuRows
        var decoded = 0
        for mcuY in 0..<down {
            for mcuX in 0..<across {
                if restartInterval > 0, decoded > 0, decoded % restartInterval == 0 {
                    try Self.check(reader)
                    guard reader.restart() else {
                        throw reader.position >= reader.bytes.count ? .truncated : .damaged
                    }
                    state.restart()
                }
                decoded += 1
                if single {
                    let base = (mcuY * first.blocksPerLine + mcuX) * coefficientsPerBlock
                    try state.decode(&reader, component: 0, block: &coefficients[components[0]], at: base)
                    continue
                }
                for (position, index) in components.enumerated() {
                    let component = frame.components[index]
                    for y in 0..<component.vertical {
                        for x in 0..<component.horizontal {
                            let row = mcuY * component.vertical + y
                            let column = mcuX * component.horizontal + x
                            let base = (row * component.blocksPerLine + column) * coefficientsPerBlock
                            try state.decode(
                                &reader, component: position, block: &coefficients[index], at: base)
                        }
                    }
                }
            }
            try Self.check(reader)
        }
    }

    /// Throws when `reader` read past the scan's data.
    private static func check(_ reader: JPEGBitReader) throws(PhotoDecodeError) {
        guard !reader.overran else { throw reader.reachedEnd ? .truncated : .damaged }
    }
}
