/// Why a photo's pixels could not be decoded for drawing.
public enum PhotoDecodeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not a PNG image (a JPEG, say, which is stored and shown by name only).
    case notPNG
    /// A PNG this decoder does not read: interlaced, or a bit depth its colour type does not allow.
    case unsupported(String)
    /// The file ends before its image data does.
    case truncated
    /// The image data is damaged: a bad chunk, compressed stream, filter or size.
    case damaged

    /// A sentence for a log.
    public var description: String {
        switch self {
        case .notPNG: "not a PNG image"
        case .unsupported(let what): "a PNG of a kind not drawn here (\(what))"
        case .truncated: "the PNG ends before its image data"
        case .damaged: "the PNG's image data is damaged"
        }
    }
}
