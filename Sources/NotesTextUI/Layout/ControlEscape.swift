/// The visible stand-ins for scalars that must never reach a terminal raw.
///
/// C0 controls (U+0000–U+001F) and DEL show as their Unicode Control Picture (`␛`, `␇`, `␉`, `␊`, `␡`),
/// one column each. C1 controls (U+0080–U+009F), the bidirectional marks, embeddings, overrides and
/// isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the line and paragraph separators
/// (U+2028, U+2029) have no picture and show as a Swift escape such as `\u{202E}`, one column per
/// character.
enum ControlEscape {
    /// Whether `scalar` is shown escaped.
    static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The text shown in place of `scalar`, or `nil` when `scalar` is shown as itself.
    static func replacement(for scalar: Unicode.Scalar) -> String? {
        guard isEscaped(scalar) else { return nil }
        switch scalar.value {
        case 0x00...0x1F: return String(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: return "\u{2421}"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// The columns taken by the replacement of `scalar`, or `nil` when `scalar` is shown as itself.
    static func width(of scalar: Unicode.Scalar) -> Int? {
        guard isEscaped(scalar) else { return nil }
        switch scalar.value {
        case 0x00...0x1F, 0x7F: return 1
        case 0x80...0xFF: return 6
        case 0x100...0xFFF: return 7
        default: return 8
        }
    }
}
