/// The image formats the store accepts, recognised by their signature.
public enum PhotoFormat: String, Hashable, Sendable, CaseIterable {
    /// PNG: the 8-byte signature `89 50 4E 47 0D 0A 1A 0A`, then the `IHDR` chunk.
    case png
    /// JPEG: the start-of-image marker `FF D8`, then segments up to a start-of-frame.
    case jpeg

    /// The file extension the store saves the format under.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        }
    }
}
