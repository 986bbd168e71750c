/// Conversions between RGB and HSB (hue, saturation, brightness), as the colour picker uses them.
extension NoteColor {
    /// A colour as hue, saturation and brightness, each in `0...1`.
    ///
    /// `hue` is a fraction of a full turn: 0 is red, 1/3 green, 2/3 blue; it is always below 1.
    /// Greys (saturation 0) and black (brightness 0) have hue 0 by convention.
    public struct HSB: Hashable, Sendable {
        /// The hue as a fraction of a turn, `0..<1`.
        public var hue: Double
        /// The saturation, `0...1`: 0 is grey, 1 is the pure hue.
        public var saturation: Double
        /// The brightness (HSV value), `0...1`: 0 is black.
        public var brightness: Double

        /// Creates an HSB triple; `hue` wraps into `0..<1`, the others are clamped to `0...1`.
        ///
        /// NaN becomes 0. A hue of 1, 2 or -1 is the same as 0 (red).
        public init(hue: Double, saturation: Double, brightness: Double) {
            self.hue = Self.wrap(hue)
            self.saturation = NoteColor.clamp(saturation)
            self.brightness = NoteColor.clamp(brightness)
        }

        /// The hue as an angle on the colour wheel.
        public var hueAngle: HueAngle { HueAngle(turns: hue) }

        static func wrap(_ hue: Double) -> Double {
            guard hue.isFinite else { return 0 }
            let wrapped = hue - hue.rounded(.down)
            return wrapped < 1 ? wrapped : 0
        }
    }

    /// Creates a colour from hue, saturation and brightness.
    ///
    /// `hue` wraps into `0..<1`; the other channels are clamped to `0...1`; NaN becomes 0.
    /// Converting back with ``hsb`` gives the same values within 1/255 per channel (hue only where
    /// it is defined: saturation and brightness above 0).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        self.init(HSB(hue: hue, saturation: saturation, brightness: brightness), alpha: alpha)
    }

    /// Creates a colour from an ``HSB`` value and an alpha in `0...1`.
    ///
    /// Channels set out of range after the ``HSB`` was created are wrapped and clamped again here.
    public init(_ hsb: HSB, alpha: Double = 1) {
        let value = NoteColor.clamp(hsb.brightness)
        let saturation = NoteColor.clamp(hsb.saturation)
        let scaled = HSB.wrap(hsb.hue) * 6
        let sector = Int(scaled.rounded(.down)) % 6
        let fraction = scaled - scaled.rounded(.down)
        let low = value * (1 - saturation)
        let falling = value * (1 - saturation * fraction)
        let rising = value * (1 - saturation * (1 - fraction))
        let (red, green, blue): (Double, Double, Double)
        switch sector {
        case 0: (red, green, blue) = (value, rising, low)
        case 1: (red, green, blue) = (falling, value, low)
        case 2: (red, green, blue) = (low, value, rising)
        case 3: (red, green, blue) = (low, falling, value)
        case 4: (red, green, blue) = (rising, low, value)
        default: (red, green, blue) = (value, low, falling)
        }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as hue, saturation and brightness (alpha is left out: it is ``alpha``).
    public var hsb: HSB {
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let delta = maximum - minimum
        let saturation = maximum > 0 ? delta / maximum : 0
        guard delta > 0 else { return HSB(hue: 0, saturation: saturation, brightness: maximum) }
        let sixths: Double
        if maximum == red {
            sixths = (green - blue) / delta
        } else if maximum == green {
            sixths = (blue - red) / delta + 2
        } else {
            sixths = (red - green) / delta + 4
        }
        return HSB(hue: sixths / 6, saturation: saturation, brightness: maximum)
    }
}
