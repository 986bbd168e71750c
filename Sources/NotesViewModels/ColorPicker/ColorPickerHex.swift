import NotesCore

/// The picker's hex field: parsing what the user types, and the text it shows.
///
/// Accepted: `#RGB` and `#RRGGBB`, with or without `#`, letters in any case, surrounding white
/// space (spaces, tabs, line breaks, as a paste brings) ignored. `#RGB` stands for `#RRGGBB` with each digit doubled. Formatting is uppercase
/// `#RRGGBB`, so parsing a formatted hex and formatting it again gives the same text for every
/// one of the 16.7 million colours.
public enum ColorPickerHex {
    /// The opaque colour `text` names.
    ///
    /// Never traps: bad input throws ``ColorPickerHexError`` and nothing else changes.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func parse(_ text: String) throws(ColorPickerHexError) -> NoteColor {
        var digits = Substring(text).drop(while: \.isWhitespace)
        while digits.last?.isWhitespace == true { digits = digits.dropLast() }
        if digits.first == "#" { digits = digits.dropFirst() }
        if digits.isEmpty { throw .empty }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(6)
        for character in digits {
            guard let nibble = nibble(character) else { throw .invalidCharacter(character) }
            nibbles.append(nibble)
        }
        switch nibbles.count {
        case 3: nibbles = nibbles.flatMap { [$0, $0] }
        case 6: break
        default: throw .wrongLength(nibbles.count)
        }
        func channel(_ index: Int) -> Double { Double(nibbles[index] << 4 | nibbles[index + 1]) / 255 }
        return NoteColor(red: channel(0), green: channel(2), blue: channel(4))
    }

    /// `color` as uppercase `#RRGGBB`, each channel rounded (not truncated) to 8 bits.
    public static func format(_ color: NoteColor) -> String {
        color.hex()
    }

    private static func nibble(_ character: Character) -> UInt8? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return ascii - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return ascii - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return ascii - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
