/// Makes characters that look alike or look like nothing visible in failure messages.
///
/// Used only in messages, never in stored files or in the patch itself.
public enum InvisibleCharacters {
    /// The legend printed above visible lines.
    public static let legend =
        "· trailing space, → tab, ␍ carriage return, ␛ escape, ⍽ no-break space, <U+XXXX> other invisible"

    /// Whether a line contains anything ``visible(_:)`` would change.
    ///
    /// - Complexity: O(*n*) in the length of the line.
    public static func contains(in line: String) -> Bool {
        visible(line) != line
    }

    /// The line with trailing spaces as `·`, tabs `→`, CR `␍`, ESC `␛`, NBSP `⍽`, and other control,
    /// zero-width, format and bidi characters as `<U+XXXX>`.
    ///
    /// - Complexity: O(*n*) in the length of the line.
    public static func visible(_ line: String) -> String {
        let scalars = Array(line.unicodeScalars)
        var trailingStart = scalars.count
        while trailingStart > 0, scalars[trailingStart - 1] == " " { trailingStart -= 1 }
        var result = ""
        for (offset, scalar) in scalars.enumerated() {
            if offset >= trailingStart {
                result += "·"
                continue
            }
            if scalar == "\u{200D}", joinsEmoji(scalars, at: offset) {
                result.unicodeScalars.append(scalar)
                continue
            }
            result += marker(for: scalar) ?? String(scalar)
        }
        return result
    }

    /// Whether the zero-width joiner at `offset` sits inside an emoji ZWJ sequence (👨‍👩‍👧).
    private static func joinsEmoji(_ scalars: [Unicode.Scalar], at offset: Int) -> Bool {
        guard offset > 0, offset + 1 < scalars.count else { return false }
        let before = scalars[offset - 1]
        return (isPictographic(before) || before == "\u{FE0F}") && isPictographic(scalars[offset + 1])
    }

    /// Emoji other than the ASCII and Latin-1 characters that merely have emoji forms (digits, ©).
    private static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0xFF && scalar.properties.isEmoji
    }

    private static func marker(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x09: return "→"
        case 0x0D: return "␍"
        case 0x1B: return "␛"
        case 0xA0: return "⍽"
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x034F, 0x061C, 0x115F, 0x1160, 0x180E,
            0x200B...0x200F, 0x2028...0x202F, 0x205F...0x206F, 0x3164, 0xFEFF:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "<U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)>"
        default: return nil
        }
    }
}
