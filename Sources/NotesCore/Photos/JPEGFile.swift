/// A JPEG read from its markers to its end: the frame, the quantization tables, the orientation, and
/// every component's coefficients once all scans are decoded.
///
/// Sequential (`SOF0`, `SOF1`) and progressive (`SOF2`) Huffman-coded frames of 8-bit samples with
/// one or three components are read; restart intervals and fill bytes too. Arithmetic coding,
/// lossless, hierarchical and 12-bit frames and four components (CMYK) are refused.
struct JPEGFile {
    /// What the colour components hold, from the `APP14` Adobe segment and the component ids.
    enum ColorTransform {
        case ycbcr
        case rgb
    }

    private(set) var frame: JPEGFrame?
    /// By slot, 64 values in natural order.
    private(set) var quantizationTables: [[Int]?] = Array(repeating: nil, count: 4)
    /// Per frame component, ``coefficientsPerBlock`` coefficients a block in natural order.
    private(set) var coefficients: [[Int16]] = []
    /// 64, or 1 when only the DC coefficients are wanted.
    var coefficientsPerBlock: Int { isDCOnly ? 1 : 64 }
    private(set) var orientation = PhotoOrientation.up
    /// Whether only the DC coefficients are wanted (a picture an eighth of the size): progressive
    /// AC scans are stepped over.
    private(set) var isDCOnly = false
    private var adobeTransform: Int?

    /// Reads `bytes` to their end-of-image marker; `onlyDC` says, once the frame is read, whether
    /// only the DC coefficients are wanted (a picture at an eighth of the size, or smaller).
    ///
    /// - Throws: ``PhotoDecodeError/notJPEG`` when the bytes do not start with a start-of-image
    ///   marker, ``PhotoDecodeError/unsupported(_:)`` for a kind of JPEG not read,
    ///   ``PhotoDecodeError/truncated`` when they end before the end-of-image marker, and
    ///   ``PhotoDecodeError/damaged`` for a bad segment or scan.
    /// - Complexity: O(*n*) in the bytes and the image's blocks.
    init(_ bytes: [UInt8], onlyDC: (JPEGFrame, PhotoOrientation) -> Bool) throws(PhotoDecodeError) {
        guard bytes.starts(with: [0xFF, 0xD8]) else { throw .notJPEG }
        var tables = JPEGScanTables()
        var restartInterval = 0
        var offset = 2
        while true {
            guard offset + 1 < bytes.count else { throw .truncated }
            guard bytes[offset] == 0xFF else { throw .damaged }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }
            offset += 2
            if marker == 0xD9 { break }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            guard marker != 0xD8, marker != 0x00 else { throw .damaged }
            guard offset + 2 <= bytes.count else { throw .truncated }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2 else { throw .damaged }
            guard offset + length <= bytes.count else { throw .truncated }
            let body = bytes[offset + 2..<offset + length]
            offset += length
            switch marker {
            case 0xC0, 0xC1, 0xC2:
                guard frame == nil else { throw .damaged }
                frame = try JPEGFrame(body, isProgressive: marker == 0xC2)
            case 0xC3, 0xC7, 0xCB, 0xCF: throw .unsupported("lossless JPEG")
            case 0xC5, 0xC6, 0xCD, 0xCE: throw .unsupported("hierarchical JPEG")
            case 0xC9, 0xCA, 0xCC: throw .unsupported("arithmetic-coded JPEG")
            case 0xC4: try tables.define(body)
            case 0xDB: try defineQuantization(body)
            case 0xDD:
                guard body.count >= 2 else { throw .damaged }
                restartInterval = Int(body[body.startIndex]) << 8 | Int(body[body.startIndex + 1])
            case 0xDA:
                offset = try decodeScan(
                    body, bytes: bytes, at: offset, tables: tables, restartInterval: restartInterval,
                    onlyDC: onlyDC)
            case 0xE1:
                if let found = PhotoOrientation(exif: body) { orientation = found }
            case 0xEE:
                if body.count >= 12, body.prefix(5).elementsEqual("Adobe".utf8) {
                    adobeTransform = Int(body[body.startIndex + 11])
                }
            default: break
            }
        }
        guard let frame, !coefficients.isEmpty else { throw .damaged }
        for component in frame.components where quantizationTables[component.quantizationTable] == nil {
            throw .damaged
        }
    }

    /// What the three components hold: RGB when an Adobe segment says so or, without one, the
    /// component ids are `R`, `G`, `B`; YCbCr otherwise.
    var colorTransform: ColorTransform {
        if let adobeTransform { return adobeTransform == 0 ? .rgb : .ycbcr }
        let ids = frame?.components.map(\.id) ?? []
        return ids == [0x52, 0x47, 0x42] ? .rgb : .ycbcr
    }

    private mutating func defineQuantization(_ body: ArraySlice<UInt8>) throws(PhotoDecodeError) {
        let body = Array(body)
        var offset = 0
        while offset < body.count {
            let precision = Int(body[offset] >> 4)
            let slot = Int(body[offset] & 0x0F)
            let size = precision == 0 ? 1 : 2
            guard precision < 2, slot < 4, offset + 1 + 64 * size <= body.count else { throw .damaged }
            var table = [Int](repeating: 0, count: 64)
            for k in 0..<64 {
                let at = offset + 1 + k * size
                table[JPEGScan.zigZag[k]] = size == 1 ? Int(body[at]) : Int(body[at]) << 8 | Int(body[at + 1])
            }
            quantizationTables[slot] = table
            offset += 1 + 64 * size
        }
    }

    /// Decodes the scan whose header is `body` and whose data starts at `start`; returns the offset
    /// of the marker after its data.
    private mutating func decodeScan(
        _ body: ArraySlice<UInt8>, bytes: [UInt8], at start: Int, tables: JPEGScanTables,
        restartInterval: Int,
        onlyDC: (JPEGFrame, PhotoOrientation) -> Bool
    ) throws(PhotoDecodeError) -> Int {
        guard let frame else { throw .damaged }
        let scan = try JPEGScan(body, frame: frame)
        if coefficients.isEmpty {
            // Every block takes at least a bit of some scan: bytes too few for the blocks are cut short.
            guard frame.codedBlockCount <= (bytes.count - start) * 8 else { throw .truncated }
            isDCOnly = onlyDC(frame, orientation)
            let perBlock = coefficientsPerBlock
            coefficients = frame.components.map {
                [Int16](repeating: 0, count: $0.blocksPerLine * $0.blockRows * perBlock)
            }
        }
        if isDCOnly, scan.kind == .acFirst || scan.kind == .acRefinement {
            return JPEGBitReader.nextMarker(in: bytes, from: start)
        }
        var reader = JPEGBitReader(bytes: bytes, position: start)
        try scan.decode(
            &reader, frame: frame, tables: tables, restartInterval: restartInterval, into: &coefficients,
            coefficientsPerBlock: coefficientsPerBlock)
        var next = JPEGBitReader.nextMarker(in: bytes, from: reader.position)
        // A restart marker after the last interval is stepped over.
        while next + 1 < bytes.count, (0xD0...0xD7).contains(bytes[next + 1]) {
            next = JPEGBitReader.nextMarker(in: bytes, from: next + 2)
        }
        return next
    }
}
