/// A JPEG frame (`SOF0`, `SOF1` or `SOF2`): the image size, how it is coded, and its components
/// with their sampling and block layout.
struct JPEGFrame: Sendable {
    /// Whether scans refine the coefficients in steps (`SOF2`) rather than each coding them whole.
    let isProgressive: Bool
    let size: PixelSize
    var components: [JPEGComponent]
    /// The largest sampling factors: an MCU of an interleaved scan is 8 times these in pixels.
    let maxHorizontal: Int
    let maxVertical: Int
    /// MCUs across and down in an interleaved scan.
    let mcusPerLine: Int
    let mcuRows: Int

    /// The frame in the body of a start-of-frame segment.
    ///
    /// - Throws: ``PhotoDecodeError/unsupported(_:)`` for other than 8 bits a sample or for other
    ///   than one or three components; ``PhotoDecodeError/damaged`` for a size of zero or over
    ///   ``PhotoHeader/maximumSide``, sampling factors outside 1…4, or a bad table number.
    init(_ body: ArraySlice<UInt8>, isProgressive: Bool) throws(PhotoDecodeError) {
        let body = Array(body)
        guard body.count >= 6 else { throw .damaged }
        guard body[0] == 8 else { throw .unsupported("\(body[0])-bit JPEG") }
        let height = Int(body[1]) << 8 | Int(body[2])
        let width = Int(body[3]) << 8 | Int(body[4])
        let count = Int(body[5])
        guard count != 4 else { throw .unsupported("CMYK JPEG") }
        guard count == 1 || count == 3 else { throw .unsupported("JPEG of \(count) components") }
        guard body.count >= 6 + 3 * count else { throw .damaged }
        guard height > 0 else { throw .unsupported("JPEG whose height follows its data") }
        guard width > 0, width <= PhotoHeader.maximumSide, height <= PhotoHeader.maximumSide else {
            throw .damaged
        }
        var components: [JPEGComponent] = []
        for index in 0..<count {
            let offset = 6 + 3 * index
            let sampling = body[offset + 1]
            var component = JPEGComponent(
                id: body[offset], horizontal: Int(sampling >> 4), vertical: Int(sampling & 0x0F),
                quantizationTable: Int(body[offset + 2]))
            guard (1...4).contains(component.horizontal), (1...4).contains(component.vertical),
                component.quantizationTable < 4
            else { throw .damaged }
            // A single component is coded block by block whatever its factors say.
            if count == 1 { (component.horizontal, component.vertical) = (1, 1) }
            components.append(component)
        }
        self.isProgressive = isProgressive
        size = PixelSize(width: width, height: height)
        maxHorizontal = components.map(\.horizontal).max() ?? 1
        maxVertical = components.map(\.vertical).max() ?? 1
        for component in components {
            guard maxHorizontal % component.horizontal == 0, maxVertical % component.vertical == 0 else {
                throw .unsupported(
                    "JPEG sampled \(component.horizontal)×\(component.vertical) against \(maxHorizontal)×\(maxVertical)"
                )
            }
        }
        mcusPerLine = (width + 8 * maxHorizontal - 1) / (8 * maxHorizontal)
        mcuRows = (height + 8 * maxVertical - 1) / (8 * maxVertical)
        for index in components.indices {
            let (h, v) = (components[index].horizontal, components[index].vertical)
            components[index].sampleWidth = (width * h + maxHorizontal - 1) / maxHorizontal
            components[index].sampleHeight = (height * v + maxVertical - 1) / maxVertical
            components[index].blocksPerLine = mcusPerLine * h
            components[index].blockRows = mcuRows * v
        }
        self.components = components
    }

    /// Blocks with samples over all components: at the least, what every decoder reads a bit of.
    var codedBlockCount: Int { components.reduce(0) { $0 + $1.codedBlocksPerLine * $1.codedBlockRows } }
}
