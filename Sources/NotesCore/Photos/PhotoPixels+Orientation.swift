/// Turning decoded pixels upright.
extension PhotoPixels {
    /// These pixels turned and flipped as `orientation` says, so that a photo stored sideways shows
    /// upright; width and height swap for the orientations that turn a quarter.
    ///
    /// - Complexity: O(*n*) in the pixels.
    public func oriented(_ orientation: PhotoOrientation) -> PhotoPixels {
        guard orientation != .up else { return self }
        let (width, height) = (size.width, size.height)
        let shown = orientation.upright(size)
        var out = [UInt8](repeating: 0, count: rgb.count)
        for y in 0..<shown.height {
            for x in 0..<shown.width {
                let (sourceX, sourceY): (Int, Int)
                switch orientation {
                case .up: (sourceX, sourceY) = (x, y)
                case .upMirrored: (sourceX, sourceY) = (width - 1 - x, y)
                case .down: (sourceX, sourceY) = (width - 1 - x, height - 1 - y)
                case .downMirrored: (sourceX, sourceY) = (x, height - 1 - y)
                case .leftMirrored: (sourceX, sourceY) = (y, x)
                case .right: (sourceX, sourceY) = (y, height - 1 - x)
                case .rightMirrored: (sourceX, sourceY) = (width - 1 - y, height - 1 - x)
                case .left: (sourceX, sourceY) = (width - 1 - y, x)
                }
                let from = (sourceY * width + sourceX) * 3
                let to = (y * shown.width + x) * 3
                out[to] = rgb[from]
                out[to + 1] = rgb[from + 1]
                out[to + 2] = rgb[from + 2]
            }
        }
        return PhotoPixels(size: shown, rgb: out)
    }
}
