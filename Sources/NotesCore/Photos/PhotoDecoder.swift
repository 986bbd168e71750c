import Foundation

/// Reads a photo's pixels, PNG or JPEG as its signature says, scaled to fit a box: what a front end
/// that draws pictures itself calls for any photo of the store.
public enum PhotoDecoder {
    /// The pixels of the PNG or JPEG `data`, upright and scaled (down or up, aspect ratio kept) to
    /// the largest size that fits `box` (see ``PhotoPixels/fitted(_:within:)``); see
    /// ``PNGDecoder/decode(_:fittingWithin:)`` and ``JPEGDecoder/decode(_:fittingWithin:)``.
    ///
    /// - Throws: ``PhotoDecodeError/unrecognizedFormat`` for bytes that are neither, else what the
    ///   format's decoder throws.
    /// - Complexity: O(*n*) in the image's pixels and compressed bytes.
    public static func decode(_ data: Data, fittingWithin box: PixelSize) throws(PhotoDecodeError)
        -> PhotoPixels
    {
        if data.starts(with: PNGFile.signature) { return try PNGDecoder.decode(data, fittingWithin: box) }
        if data.starts(with: [0xFF, 0xD8]) { return try JPEGDecoder.decode(data, fittingWithin: box) }
        throw .unrecognizedFormat
    }
}
