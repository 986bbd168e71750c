/// One component of a JPEG frame (luma, a chroma, or grey) and the blocks it has.
struct JPEGComponent: Sendable {
    /// The identifier scans name it by.
    let id: UInt8
    /// Horizontal and vertical sampling factors, 1…4.
    var horizontal: Int
    var vertical: Int
    /// The quantization table it uses, 0…3.
    let quantizationTable: Int
    /// Its samples across and down: the image's size scaled by its sampling against the largest.
    var sampleWidth = 0
    var sampleHeight = 0
    /// Blocks stored across and down: whole MCUs, as an interleaved scan codes them.
    var blocksPerLine = 0
    var blockRows = 0

    /// Blocks with samples across and down: what a scan of this component alone codes.
    var codedBlocksPerLine: Int { (sampleWidth + 7) / 8 }
    var codedBlockRows: Int { (sampleHeight + 7) / 8 }
}
