/// A colour in sRGB with alpha, every channel in `0...1`.
///
/// The initialiser and every setter clamp, so a colour out of range cannot be built, and every
/// colour saves and loads back.
///
/// Conversions live beside this file: `NoteColor+HSB.swift`, `NoteColor+Hex.swift`,
/// `NoteColor+Presets.swift`.
public struct NoteColor: Hashable, Sendable {
    /// Red, `0...1`; a value set outside is clamped (NaN becomes 0).
    public var red: Double { didSet { red = Self.clamp(red) } }
    /// Green, `0...1`; a value set outside is clamped (NaN becomes 0).
    public var green: Double { didSet { green = Self.clamp(green) } }
    /// Blue, `0...1`; a value set outside is clamped (NaN becomes 0).
    public var blue: Double { didSet { blue = Self.clamp(blue) } }
    /// Alpha (opacity), `0...1`; a value set outside is clamped (NaN becomes 0).
    public var alpha: Double { didSet { alpha = Self.clamp(alpha) } }

    /// Creates a colour; each channel is clamped to `0...1` (NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    static func clamp(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }

    /// Opaque white, the default colour of a note.
    public static let white = NoteColor(red: 1, green: 1, blue: 1)
}
