/// Hex parsing and formatting: `#RRGGBB` and `#RRGGBBAA`, case-insensitive, `#` optional on input.
extension NoteColor {
    /// Why a hex string could not be read as a colour.
    public enum HexParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The string has a length other than 6 or 8 hex digits (after an optional `#`).
        case wrongLength(String)
        /// The string holds a character that is not a hex digit.
        case invalidDigit(String)

        /// A sentence that names the offending input.
        public var description: String {
            switch self {
            case .wrongLength(let text): "“\(text)” is not #RRGGBB or #RRGGBBAA"
            case .invalidDigit(let text): "“\(text)” holds a character that is not a hex digit"
            }
        }
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, letters in either case).
    ///
    /// Never traps: bad input throws ``HexParseError``.
    public init(hex text: String) throws(HexParseError) {
        var digits = Substring(text)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.utf8.count == 6 || digits.utf8.count == 8 else { throw .wrongLength(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4)
        var high: UInt8?
        for byte in digits.utf8 {
            let nibble: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
            default: throw .invalidDigit(text)
            }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        self.init(
            red: Double(bytes[0]) / 255,
            green: Double(bytes[1]) / 255,
            blue: Double(bytes[2]) / 255,
            alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        )
    }

    /// The colour as uppercase `#RRGGBB`, or `#RRGGBBAA` when `includingAlpha` is true.
    ///
    /// Each channel is rounded to the nearest of 256 steps.
    public func hex(includingAlpha: Bool = false) -> String {
        var channels = [red, green, blue]
        if includingAlpha { channels.append(alpha) }
        let digits = Array("0123456789ABCDEF")
        var result = "#"
        for channel in channels {
            let byte = Int((channel * 255).rounded())
            result.append(digits[byte >> 4])
            result.append(digits[byte & 0xF])
        }
        return result
    }
}
