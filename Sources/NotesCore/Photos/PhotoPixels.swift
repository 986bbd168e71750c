/// A photo decoded and scaled for drawing: 8-bit red, green and blue, row by row from the top.
///
/// Made by ``PhotoDecoder/decode(_:fittingWithin:)``; a front end draws it (a terminal with half-block
/// characters), it never goes back into the store.
public struct PhotoPixels: Hashable, Sendable {
    /// The size in pixels.
    public var size: PixelSize
    /// Three bytes (red, green, blue) per pixel, rows from the top, pixels from the left.
    public var rgb: [UInt8]

    /// Pixels of `size` from `rgb`, which holds three bytes per pixel.
    public init(size: PixelSize, rgb: [UInt8]) {
        precondition(rgb.count == size.width * size.height * 3, "three bytes per pixel")
        self.size = size
        self.rgb = rgb
    }

    /// The red, green and blue of the pixel at column `x` of row `y`.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let offset = (y * size.width + x) * 3
        return (rgb[offset], rgb[offset + 1], rgb[offset + 2])
    }

    /// The largest size with the aspect ratio of `source` that fits in `box`, at least one pixel on
    /// each side: what a picture of `source` is scaled to (smaller or larger).
    public static func fitted(_ source: PixelSize, within box: PixelSize) -> PixelSize {
        guard source.width > 0, source.height > 0 else { return PixelSize(width: 1, height: 1) }
        let scale = min(Double(box.width) / Double(source.width), Double(box.height) / Double(source.height))
        return PixelSize(
            width: min(max(Int((Double(source.width) * scale).rounded()), 1), max(box.width, 1)),
            height: min(max(Int((Double(source.height) * scale).rounded()), 1), max(box.height, 1)))
    }
}
