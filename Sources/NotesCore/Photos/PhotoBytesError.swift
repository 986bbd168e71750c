/// Why bytes are not an image the store can read.
public enum PhotoBytesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No bytes at all.
    case empty
    /// Neither a PNG nor a JPEG signature.
    case unrecognizedFormat
    /// The signature is there but the header ends (or is damaged) before the size.
    case truncatedHeader(PhotoFormat)
    /// The header gives a width or height of zero.
    case zeroSize(PhotoFormat)
    /// The header gives a side longer than ``PhotoHeader/maximumSide``.
    case tooLarge(PixelSize)

    /// A sentence for a log.
    public var description: String {
        switch self {
        case .empty: "no bytes"
        case .unrecognizedFormat: "not a PNG or JPEG image"
        case .truncatedHeader(let format):
            "the \(format.rawValue.uppercased()) header ends before the image size"
        case .zeroSize(let format): "the \(format.rawValue.uppercased()) header gives an empty image"
        case .tooLarge(let size): "the image is \(size), more than \(PhotoHeader.maximumSide) on a side"
        }
    }
}
