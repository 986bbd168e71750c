import Foundation

/// Reads a PNG's pixels, scaled to fit a box, for a front end that draws pictures itself.
///
/// Reads what ``NoteStore`` writes and the PNGs cameras and editors write: grey, grey with alpha,
/// RGB, RGBA and palette images (with `tRNS`), bit depths 1 to 16, every scanline filter. Alpha is
/// blended over black. Interlaced images are refused. The image is decoded one scanline at a time
/// into a box filter, so memory is the compressed data plus two scanlines plus the output, however
/// large the image.
public enum PNGDecoder {
    /// The pixels of the PNG `data`, scaled (down or up, aspect ratio kept) to the largest size that
    /// fits `box` (see ``PhotoPixels/fitted(_:within:)``).
    ///
    /// - Throws: ``PhotoDecodeError`` when `data` is not a PNG, or one this decoder does not read,
    ///   or is damaged or cut short.
    /// - Complexity: O(*n*) in the image's pixels and compressed bytes.
    public static func decode(_ data: Data, fittingWithin box: PixelSize) throws(PhotoDecodeError)
        -> PhotoPixels
    {
        let file = try PNGFile(data)
        let target = PhotoPixels.fitted(file.size, within: box)
        var reader = PNGScanlineReader(file: file, target: target)
        var inflater = Inflater(zlib: file.compressed)
        var failure: PhotoDecodeError?
        do throws(Inflater.Failure) {
            try inflater.run { bytes in
                do throws(PhotoDecodeError) {
                    try reader.add(bytes)
                    return !reader.isComplete
                } catch {
                    failure = error
                    return false
                }
            }
        } catch {
            throw error == .truncated ? .truncated : .damaged
        }
        if let failure { throw failure }
        guard reader.isComplete else { throw .truncated }
        return PhotoPixels(size: target, rgb: reader.scaler.rgb)
    }
}

/// The chunks of a PNG that decoding needs: the header, the palette, transparency, the image data.
struct PNGFile {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    var size = PixelSize(width: 0, height: 0)
    var bitDepth = 0
    var colorType = 0
    var palette: [UInt8] = []
    var transparency: [UInt8] = []
    var compressed: [UInt8] = []

    init(_ data: Data) throws(PhotoDecodeError) {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Self.signature) else { throw .notPNG }
        var offset = Self.signature.count
        var sawHeader = false
        while true {
            guard offset + 8 <= bytes.count else { throw .truncated }
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length <= bytes.count else { throw .truncated }
            let body = bytes[start..<start + length]
            switch type {
            case "IHDR":
                guard length == 13 else { throw .damaged }
                let word = { (at: Int) in body[start + at..<start + at + 4].reduce(0) { $0 << 8 | Int($1) } }
                size = PixelSize(width: word(0), height: word(4))
                bitDepth = Int(body[start + 8])
                colorType = Int(body[start + 9])
                guard size.width > 0, size.height > 0, size.width <= PhotoHeader.maximumSide,
                    size.height <= PhotoHeader.maximumSide, body[start + 10] == 0, body[start + 11] == 0
                else { throw .damaged }
                guard body[start + 12] == 0 else { throw .unsupported("interlaced PNG") }
                let depths: [Int: [Int]] = [
                    0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
                ]
                guard depths[colorType]?.contains(bitDepth) == true else {
                    throw .unsupported("PNG of colour type \(colorType) at \(bitDepth) bits")
                }
                sawHeader = true
            case "PLTE": palette = Array(body)
            case "tRNS": transparency = Array(body)
            case "IDAT": compressed += body
            case "IEND":
                guard sawHeader, !compressed.isEmpty else { throw .damaged }
                guard colorType != 3 || !palette.isEmpty else { throw .damaged }
                return
            default: break
            }
            guard sawHeader || type == "IHDR" else { throw .damaged }
            offset = start + length + 4  // past the CRC
        }
    }

    /// Samples per pixel.
    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1 }
}
