/// Turns a JPEG's decoded coefficients into RGB rows for a ``PhotoScaler``: each component's blocks
/// through the inverse DCT into a plane of samples, chroma upsampled as libjpeg does ("fancy",
/// triangular, for 2:1 sampling; repeated samples otherwise), then YCbCr to RGB.
struct JPEGRenderer {
    /// A component's samples: whole blocks, `width` × `height`, of which the first
    /// `sampleWidth` × `sampleHeight` are the image's.
    private struct Plane {
        var samples: [UInt8]
        let width: Int
        let height: Int
        let sampleWidth: Int
        let sampleHeight: Int
        /// How many image pixels one sample covers across and down.
        let horizontalRatio: Int
        let verticalRatio: Int
    }

    let file: JPEGFile
    let frame: JPEGFrame
    /// The size of the rows made: the image's, or an eighth of it for DC-only coefficients.
    let size: PixelSize
    private let planes: [Plane]
    /// Whether 2:1 chroma is interpolated (at full size) rather than repeated.
    private let isFancy: Bool

    init(file: JPEGFile, frame: JPEGFrame) {
        self.file = file
        self.frame = frame
        let scale = file.isDCOnly ? 1 : 8
        size = PixelSize(
            width: (frame.size.width * scale + 7) / 8, height: (frame.size.height * scale + 7) / 8)
        isFancy = scale == 8
        var planes: [Plane] = []
        for (index, component) in frame.components.enumerated() {
            let quantization = file.quantizationTables[component.quantizationTable] ?? []
            let width = component.blocksPerLine * scale
            let height = component.blockRows * scale
            var samples = [UInt8](repeating: 0, count: width * height)
            Self.transform(
                file.coefficients[index], quantization: quantization, blocksPerLine: component.blocksPerLine,
                blockRows: component.blockRows, scale: scale, into: &samples)
            planes.append(
                Plane(
                    samples: samples, width: width, height: height,
                    sampleWidth: (frame.size.width * component.horizontal * scale + frame.maxHorizontal * 8
                        - 1)
                        / (frame.maxHorizontal * 8),
                    sampleHeight: (frame.size.height * component.vertical * scale + frame.maxVertical * 8 - 1)
                        / (frame.maxVertical * 8),
                    horizontalRatio: frame.maxHorizontal / component.horizontal,
                    verticalRatio: frame.maxVertical / component.vertical))
        }
        self.planes = planes
    }

    private static func transform(
        _ coefficients: [Int16], quantization: [Int], blocksPerLine: Int, blockRows: Int, scale: Int,
        into samples: inout [UInt8]
    ) {
        let width = blocksPerLine * scale
        coefficients.withUnsafeBufferPointer { input in
            quantization.withUnsafeBufferPointer { table in
                samples.withUnsafeMutableBufferPointer { output in
                    guard let input = input.baseAddress, let table = table.baseAddress,
                        let output = output.baseAddress
                    else { return }
                    let workspace = UnsafeMutablePointer<Int>.allocate(capacity: 64)
                    defer { workspace.deallocate() }
                    for row in 0..<blockRows {
                        for column in 0..<blocksPerLine {
                            let block = input + (row * blocksPerLine + column) * (scale == 1 ? 1 : 64)
                            if scale == 1 {
                                output[row * width + column] = JPEGInverseDCT.dcOnly(
                                    block[0], quantization: table[0])
                            } else {
                                JPEGInverseDCT.transform(
                                    block, quantization: table, into: output + row * 8 * width + column * 8,
                                    stride: width, workspace: workspace)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Feeds every row, top to bottom, to `scaler`.
    ///
    /// - Complexity: O(*n*) in the pixels of ``size``.
    func render(into scaler: inout PhotoScaler) {
        let width = size.width
        var rows = planes.map { _ in [UInt8](repeating: 0, count: width + 2) }
        var rgb = [UInt8](repeating: 0, count: width * 3)
        let isRGB = file.colorTransform == .rgb
        for y in 0..<size.height {
            for index in planes.indices { upsample(planes[index], row: y, into: &rows[index]) }
            if planes.count == 1 {
                for x in 0..<width {
                    let grey = rows[0][x]
                    (rgb[x * 3], rgb[x * 3 + 1], rgb[x * 3 + 2]) = (grey, grey, grey)
                }
            } else if isRGB {
                for x in 0..<width {
                    (rgb[x * 3], rgb[x * 3 + 1], rgb[x * 3 + 2]) = (rows[0][x], rows[1][x], rows[2][x])
                }
            } else {
                JPEGColorConverter.convert(
                    luma: rows[0], blue: rows[1], red: rows[2], count: width, into: &rgb)
            }
            scaler.add(row: rgb[...])
        }
    }

    /// The samples of `plane` for image row `y`, at the image's width, into `row`.
    private func upsample(_ plane: Plane, row y: Int, into row: inout [UInt8]) {
        let (across, down) = (plane.horizontalRatio, plane.verticalRatio)
        let sampleRow = min(y / down, plane.height - 1)
        let base = sampleRow * plane.width
        let samples = plane.samples
        let count = plane.sampleWidth
        guard isFancy, across <= 2, down <= 2, across == 1 || count > 2, across * down > 1 else {
            for x in 0..<size.width { row[x] = samples[base + x / across] }
            return
        }
        // Triangular, as libjpeg's h2v1, h1v2 and h2v2 fancy upsampling, to the bit: each output
        // sample weighs the nearer input 3 and the farther 1, the edges repeated.
        let isUpper = y % 2 == 0
        let neighbour = isUpper ? max(sampleRow - 1, 0) : min(sampleRow + 1, plane.sampleHeight - 1)
        let far = neighbour * plane.width
        if across == 1 {
            let bias = isUpper ? 1 : 2
            for x in 0..<size.width {
                row[x] = UInt8((Int(samples[base + x]) * 3 + Int(samples[far + x]) + bias) >> 2)
            }
            return
        }
        // Column sums in sixteenths of a sample after the horizontal step.
        let (evenBias, oddBias) = down == 2 ? (8, 7) : (4, 8)
        func column(_ x: Int) -> Int {
            down == 2 ? Int(samples[base + x]) * 3 + Int(samples[far + x]) : Int(samples[base + x]) * 4
        }
        let last = count - 1
        var left = column(0)
        var this = left
        for x in 0...last {
            let right = x < last ? column(x + 1) : this
            row[2 * x] = UInt8(truncatingIfNeeded: (this * 3 + left + evenBias) >> 4)
            row[2 * x + 1] = UInt8(truncatingIfNeeded: (this * 3 + right + oddBias) >> 4)
            left = this
            this = right
        }
    }
}
