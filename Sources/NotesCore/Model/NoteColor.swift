/// A colour in sRGB with alpha, every channel in `0...1`.
///
/// Conversions live beside this file: `NoteColor+HSB.swift`, `NoteColor+Hex.swift`,
/// `NoteColor+Presets.swift`.
public struct NoteColor: Hashable, Sendable {
    /// Red, `0...1`.
    public var red: Double
    /// Green, `0...1`.
    public var green: Double
    /// Blue, `0...1`.
    public var blue: Double
    /// Alpha (opacity), `0...1`.
    public var alpha: Double

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
