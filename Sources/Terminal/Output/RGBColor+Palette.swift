/// The nearest colour of the 256- and 16-colour palettes.
extension RGBColor {
    /// The six levels of each component in the 256-colour palette's 6×6×6 cube (indices 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The 16 standard colours as xterm draws them by default, in palette order.
    static let standardColors: [RGBColor] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ].map { RGBColor(red: $0.0, green: $0.1, blue: $0.2) }

    /// The index (16–255) of the nearest colour in the 256-colour palette's cube or grey ramp.
    ///
    /// Nearest is by squared distance in RGB; the 16 standard colours (0–15) are never chosen because
    /// terminals let users redefine them.
    public var nearestPaletteIndex: Int {
        let cube = [red, green, blue].map { component in
            Self.cubeLevels.indices.min {
                abs(Self.cubeLevels[$0] - Int(component)) < abs(Self.cubeLevels[$1] - Int(component))
            }!
        }
        let cubeColor = RGBColor(
            red: UInt8(Self.cubeLevels[cube[0]]), green: UInt8(Self.cubeLevels[cube[1]]),
            blue: UInt8(Self.cubeLevels[cube[2]]))
        // The grey nearest to a colour is the one nearest to the mean of its components.
        let mean = (Double(red) + Double(green) + Double(blue)) / 3
        let greyStep = min(max(Int(((mean - 8) / 10).rounded()), 0), 23)
        let grey = UInt8(8 + 10 * greyStep)
        let greyColor = RGBColor(red: grey, green: grey, blue: grey)
        if greyColor.squaredDistance(to: self) < cubeColor.squaredDistance(to: self) {
            return 232 + greyStep
        }
        return 16 + 36 * cube[0] + 6 * cube[1] + cube[2]
    }

    /// The index (0–15) of the nearest of the 16 standard colours, by squared distance in RGB.
    public var nearestStandardIndex: Int {
        Self.standardColors.indices.min {
            Self.standardColors[$0].squaredDistance(to: self)
                < Self.standardColors[$1].squaredDistance(to: self)
        }!
    }

    /// The squared Euclidean distance between two colours in RGB.
    func squaredDistance(to other: RGBColor) -> Int {
        let red = Int(red) - Int(other.red)
        let green = Int(green) - Int(other.green)
        let blue = Int(blue) - Int(other.blue)
        return red * red + green * green + blue * blue
    }
}
