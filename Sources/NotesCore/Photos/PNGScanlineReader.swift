/// Turns a PNG's inflated image data into RGB rows for a ``PhotoScaler``: splits it into
/// scanlines, undoes each scanline's filter against the one before, and converts the samples.
struct PNGScanlineReader {
    let file: PNGFile
    /// Bytes per scanline, without the filter byte.
    let rowBytes: Int
    /// Bytes per complete pixel, at least one: how far back the Sub, Average and Paeth filters look.
    let filterStep: Int
    private(set) var scaler: PhotoScaler
    private var pending: [UInt8] = []
    private var previous: [UInt8]
    private var rowsRead = 0
    private var rgbRow: [UInt8]

    init(file: PNGFile, target: PixelSize) {
        self.file = file
        let bits = file.channels * file.bitDepth
        rowBytes = (file.size.width * bits + 7) / 8
        filterStep = max(bits / 8, 1)
        previous = Array(repeating: 0, count: rowBytes)
        rgbRow = Array(repeating: 0, count: file.size.width * 3)
        scaler = PhotoScaler(source: file.size, target: target)
    }

    var isComplete: Bool { rowsRead == file.size.height }

    /// Adds inflated bytes; every scanline they complete goes to the scaler.
    mutating func add(_ bytes: ArraySlice<UInt8>) throws(PhotoDecodeError) {
        pending += bytes
        var start = 0
        while !isComplete, pending.count - start >= rowBytes + 1 {
            var row = Array(pending[start + 1..<start + 1 + rowBytes])
            try unfilter(&row, type: pending[start])
            convert(row)
            scaler.add(row: rgbRow[...])
            previous = row
            rowsRead += 1
            start += rowBytes + 1
        }
        pending.removeFirst(start)
    }

    /// Undoes the filter of one scanline (RFC 2083, section 6).
    private func unfilter(_ row: inout [UInt8], type: UInt8) throws(PhotoDecodeError) {
        let step = filterStep
        switch type {
        case 0: return
        case 1: for index in step..<max(row.count, step) { row[index] &+= row[index - step] }
        case 2: for index in 0..<row.count { row[index] &+= previous[index] }
        case 3:
            for index in 0..<row.count {
                let left = index >= step ? Int(row[index - step]) : 0
                row[index] &+= UInt8((left + Int(previous[index])) / 2)
            }
        case 4:
            for index in 0..<row.count {
                let a = index >= step ? Int(row[index - step]) : 0
                let b = Int(previous[index])
                let c = index >= step ? Int(previous[index - step]) : 0
                let p = a + b - c
                let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                row[index] &+= UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
            }
        default: throw .damaged
        }
    }

    /// The sample `index` of a scanline, scaled to 8 bits.
    private func sample(_ row: [UInt8], _ index: Int) -> Int {
        switch file.bitDepth {
        case 16: return Int(row[index * 2])
        case 8: return Int(row[index])
        default:
            let depth = file.bitDepth
            let bit = index * depth
            let value = Int(row[bit / 8]) >> (8 - depth - bit % 8) & ((1 << depth) - 1)
            return file.colorType == 3 ? value : value * 255 / ((1 << depth) - 1)
        }
    }

    /// The raw palette index or grey level at `index`, for palette and `tRNS` look-ups.
    private func rawSample(_ row: [UInt8], _ index: Int) -> Int {
        if file.bitDepth == 16 { return Int(row[index * 2]) << 8 | Int(row[index * 2 + 1]) }
        let depth = file.bitDepth
        if depth == 8 { return Int(row[index]) }
        let bit = index * depth
        return Int(row[bit / 8]) >> (8 - depth - bit % 8) & ((1 << depth) - 1)
    }

    /// Fills ``rgbRow`` from one unfiltered scanline, blending alpha over black.
    private mutating func convert(_ row: [UInt8]) {
        let transparency = file.transparency
        for x in 0..<file.size.width {
            var (red, green, blue, alpha) = (0, 0, 0, 255)
            switch file.colorType {
            case 0:
                let grey = sample(row, x)
                (red, green, blue) = (grey, grey, grey)
                if transparency.count >= 2,
                    rawSample(row, x) == Int(transparency[0]) << 8 | Int(transparency[1])
                {
                    alpha = 0
                }
            case 2:
                (red, green, blue) = (sample(row, x * 3), sample(row, x * 3 + 1), sample(row, x * 3 + 2))
            case 3:
                let index = rawSample(row, x)
                if index * 3 + 2 < file.palette.count {
                    (red, green, blue) = (
                        Int(file.palette[index * 3]), Int(file.palette[index * 3 + 1]),
                        Int(file.palette[index * 3 + 2])
                    )
                }
                if index < transparency.count { alpha = Int(transparency[index]) }
            case 4:
                let grey = sample(row, x * 2)
                (red, green, blue, alpha) = (grey, grey, grey, sample(row, x * 2 + 1))
            default:
                (red, green, blue, alpha) = (
                    sample(row, x * 4), sample(row, x * 4 + 1), sample(row, x * 4 + 2), sample(row, x * 4 + 3)
                )
            }
            rgbRow[x * 3] = UInt8(red * alpha / 255)
            rgbRow[x * 3 + 1] = UInt8(green * alpha / 255)
            rgbRow[x * 3 + 2] = UInt8(blue * alpha / 255)
        }
    }
}
