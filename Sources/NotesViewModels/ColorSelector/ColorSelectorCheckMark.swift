import Foundation
import NotesCore

/// The colour of a square's check mark, chosen for contrast with the square: a white mark on a
/// light colour is invisible.
public enum ColorSelectorCheckMark: Hashable, Sendable, CaseIterable {
    /// A dark (black) mark, for light squares.
    case dark
    /// A light (white) mark, for dark squares.
    case light

    /// The mark with the higher WCAG contrast ratio against `color`.
    ///
    /// Black wins when the colour's relative luminance is above about 0.179: white, yellow, cyan,
    /// green (0.715) and pastels take a dark mark; red (0.213) a dark one too; blue, purple, black
    /// and dark greys a light one.
    public init(on color: NoteColor) {
        let luminance = Self.relativeLuminance(of: color)
        let againstBlack = (luminance + 0.05) / 0.05
        let againstWhite = 1.05 / (luminance + 0.05)
        self = againstBlack >= againstWhite ? .dark : .light
    }

    /// The WCAG 2 relative luminance of an sRGB colour, `0...1` (alpha ignored).
    public static func relativeLuminance(of color: NoteColor) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
}
