/// The visible stand-ins the renderer draws for control characters, so that no text in a frame can
/// act on the terminal (move the cursor, retitle the window, change colours, clear the screen).
///
/// C0 controls (U+0000–U+001F) and DEL show as their Unicode Control Picture (`␛`, `␇`, `␊`, `␡`), one
/// column each. C1 controls (U+0080–U+009F, among them the one-byte CSI and OSC), the bidirectional
/// marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069)
/// and the line and paragraph separators (U+2028, U+2029) show as a Swift escape such as `\u{9B}`,
/// one column per character: the same stand-ins as `NotesTextUI`'s `TextLine.sanitized(_:)`, so text
/// sanitized before layout is drawn unchanged and measures the same.
enum VisibleControl {
    /// Whether `scalar` is drawn as a stand-in.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `character` as drawn: `nil` when it holds no control and is drawn as itself.
    ///
    /// - Complexity: O(1) for a printable ASCII character; O(*k*) in the scalars of any other.
    static func shown(_ character: Character) -> String? {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii != 0x7F { return nil }
        guard character.unicodeScalars.contains(where: isControl) else { return nil }
        var result = ""
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result += "\u{2421}"
            case _ where isControl(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
