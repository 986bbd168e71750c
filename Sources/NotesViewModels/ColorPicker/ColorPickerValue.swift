import NotesCore

/// The colour being picked as hue, saturation and brightness, each in `0...1`: the picker's one
/// source of truth.
///
/// Kept as HSB while the user edits, never round-tripped through 8-bit RGB between gestures, so
/// hue and saturation survive brightness 0 and saturation 0: dragging brightness to 0 and back
/// restores them. Unlike ``NotesCore/NoteColor/HSB``, the hue is not wrapped: 1 (360°, the right
/// edge of the field) stays 1 and is the same red as 0.
public struct ColorPickerValue: Hashable, Sendable {
    /// The hue as a fraction of a turn, `0...1`: 0 and 1 are red, 1/3 green, 2/3 blue.
    public var hue: Double
    /// The saturation, `0...1`: 0 is grey, 1 the pure hue.
    public var saturation: Double
    /// The brightness, `0...1`: 0 is black.
    public var brightness: Double

    /// Creates a value; each channel is clamped to `0...1` and NaN becomes 0.
    public init(hue: Double, saturation: Double, brightness: Double) {
        self.hue = Self.clamp(hue)
        self.saturation = Self.clamp(saturation)
        self.brightness = Self.clamp(brightness)
    }

    /// The value for `color`, keeping what `color` does not define from `previous`.
    ///
    /// A grey (saturation 0) has no hue, and black (brightness 0) has neither hue nor saturation;
    /// those come from `previous` when it is given, so a grey or black typed or reopened keeps the
    /// hue the user had. Alpha is ignored.
    public init(color: NoteColor, keepingHueOf previous: ColorPickerValue? = nil) {
        let hsb = color.hsb
        var value = ColorPickerValue(hue: hsb.hue, saturation: hsb.saturation, brightness: hsb.brightness)
        if let previous {
            if hsb.brightness == 0 {
                (value.hue, value.saturation) = (previous.hue, previous.saturation)
            } else if hsb.saturation == 0 {
                value.hue = previous.hue
            }
        }
        self = value
    }

    /// Hue 0.5 (cyan), saturation 0.5, brightness 1: where the picker opens with nothing to show.
    public static let `default` = ColorPickerValue(hue: 0.5, saturation: 0.5, brightness: 1)

    /// The opaque colour this value shows, each channel rounded to the nearest of 256 steps.
    ///
    /// Rounded, not truncated, so that it is exactly the colour ``hex`` names and the colour a note
    /// saves; Done delivers this colour.
    public var color: NoteColor {
        let exact = NoteColor(hue: hue, saturation: saturation, brightness: brightness)
        return NoteColor(
            red: Self.eightBit(exact.red), green: Self.eightBit(exact.green), blue: Self.eightBit(exact.blue))
    }

    /// The colour as uppercase `#RRGGBB`.
    public var hex: String { color.hex() }

    /// The value of one axis.
    public subscript(axis: ColorPickerAxis) -> Double {
        get {
            switch axis {
            case .hue: hue
            case .saturation: saturation
            case .brightness: brightness
            }
        }
        set {
            switch axis {
            case .hue: hue = Self.clamp(newValue)
            case .saturation: saturation = Self.clamp(newValue)
            case .brightness: brightness = Self.clamp(newValue)
            }
        }
    }

    static func clamp(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }

    static func eightBit(_ channel: Double) -> Double {
        (channel * 255).rounded() / 255
    }
}
