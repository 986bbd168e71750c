/// How a photo's stored pixels are turned to show it upright: the EXIF orientation (tag `0x0112`),
/// named by where the stored image's top ends up, as cameras write it.
///
/// A camera held sideways stores its pixels as the sensor read them and says in the orientation
/// how to turn them; ``JPEGDecoder`` applies it, so the decoded pixels are upright.
public enum PhotoOrientation: Int, Hashable, Sendable, CaseIterable {
    /// As stored (EXIF 1).
    case up = 1
    /// Flipped left to right (EXIF 2).
    case upMirrored = 2
    /// Turned half a turn (EXIF 3).
    case down = 3
    /// Flipped top to bottom (EXIF 4).
    case downMirrored = 4
    /// Flipped about the diagonal from the top left (EXIF 5).
    case leftMirrored = 5
    /// Turned a quarter turn clockwise to show (EXIF 6): a phone held upright.
    case right = 6
    /// Flipped about the diagonal from the top right (EXIF 7).
    case rightMirrored = 7
    /// Turned a quarter turn counter-clockwise to show (EXIF 8).
    case left = 8

    /// Whether width and height swap when the photo is shown upright.
    public var swapsSides: Bool { rawValue >= 5 }

    /// The size of an image of stored size `size` when shown upright.
    public func upright(_ size: PixelSize) -> PixelSize {
        swapsSides ? PixelSize(width: size.height, height: size.width) : size
    }
}
