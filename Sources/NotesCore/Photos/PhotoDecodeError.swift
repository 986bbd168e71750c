/// Why a photo's pixels could not be decoded for drawing.
public enum PhotoDecodeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not a PNG image: what ``PNGDecoder`` throws for anything else.
    case notPNG
    /// The bytes are not a JPEG image: what ``JPEGDecoder`` throws for anything else.
    case notJPEG
    /// The bytes are neither a PNG nor a JPEG image: what ``PhotoDecoder`` throws.
    case unrecognizedFormat
    /// An image of a kind this decoder does not read, and which: an interlaced PNG, an
    /// arithmetic-coded, lossless or 12-bit JPEG, a CMYK JPEG.
    case unsupported(String)
    /// The file ends before its image data does.
    case truncated
    /// The image data is damaged: a bad chunk, marker, table, compressed stream, filter or size.
    case damaged

    /// A sentence for a log.
    public var description: String {
        switch self {
        case .notPNG: "not a PNG image"
        case .notJPEG: "not a JPEG image"
        case .unrecognizedFormat: "not a PNG or JPEG image"
        case .unsupported(let what): "an image of a kind not drawn here (\(what))"
        case .truncated: "the image ends before its pixel data"
        case .damaged: "the image's pixel data is damaged"
        }
    }
}
