import NotesCore
import Terminal

/// A note's colour as the terminal draws it.
extension NoteColor {
    /// The colour in 8-bit channels, rounded.
    var rgb: RGBColor {
        func channel(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGBColor(red: channel(red), green: channel(green), blue: channel(blue))
    }
}
