import Foundation

/// Reads a JPEG's pixels, turned upright and scaled to fit a box, for a front end that draws
/// pictures itself.
///
/// Reads the JPEGs cameras, phones and editors write: sequential (`SOF0`, `SOF1`) and progressive
/// (`SOF2`) Huffman-coded, 8 bits a sample, grey or YCbCr (RGB when an Adobe segment says so), any
/// chroma sampling whose factors divide the largest (4:4:4, 4:2:2, 4:2:0, 4:4:0, 4:1:1), restart
/// intervals. The EXIF orientation is applied (see ``PhotoOrientation``). Samples, chroma
/// upsampling and colour conversion follow libjpeg's integer arithmetic, so pixels match what it
/// decodes. Arithmetic coding, lossless, hierarchical and 12-bit JPEGs and CMYK are refused with
/// ``PhotoDecodeError/unsupported(_:)``.
///
/// A picture at an eighth of the image's size or less (a thumbnail) is made from the blocks' DC
/// coefficients alone: no inverse DCT, and a progressive file's AC scans are stepped over.
public enum JPEGDecoder {
    /// The pixels of the JPEG `data`, turned upright as its EXIF orientation says, and scaled (down or
    /// up, aspect ratio kept) to the largest size that fits `box` (see
    /// ``PhotoPixels/fitted(_:within:)``).
    ///
    /// - Throws: ``PhotoDecodeError`` when `data` is not a JPEG, or one this decoder does not read,
    ///   or is damaged or cut short; never traps, whatever the bytes.
    /// - Complexity: O(*n*) in the image's pixels and compressed bytes. Memory while decoding:
    ///   about five bytes a pixel at full size, a sixtieth of that from DC coefficients alone (a box
    ///   an eighth of the image or smaller); a frame that claims more blocks than its bytes could code
    ///   throws ``PhotoDecodeError/truncated`` before any is made.
    public static func decode(_ data: Data, fittingWithin box: PixelSize) throws(PhotoDecodeError)
        -> PhotoPixels
    {
        let file = try JPEGFile([UInt8](data)) { frame, orientation in
            let shown = PhotoPixels.fitted(orientation.upright(frame.size), within: box)
            let eighth = orientation.upright(
                PixelSize(width: (frame.size.width + 7) / 8, height: (frame.size.height + 7) / 8))
            return eighth.width >= shown.width && eighth.height >= shown.height
        }
        guard let frame = file.frame else { throw .damaged }
        let shown = PhotoPixels.fitted(file.orientation.upright(frame.size), within: box)
        let target = file.orientation.upright(shown)
        let renderer = JPEGRenderer(file: file, frame: frame)
        var scaler = PhotoScaler(source: renderer.size, target: target)
        renderer.render(into: &scaler)
        return PhotoPixels(size: target, rgb: scaler.rgb).oriented(file.orientation)
    }
}
