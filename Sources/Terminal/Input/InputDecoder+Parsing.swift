/// Decoding one event from the front of the held bytes.
extension InputDecoder {
    /// What the bytes at the front decode to.
    enum Outcome: Equatable {
        /// The bytes so far start an event that is not complete yet.
        case needMore
        /// An event from the first `length` bytes.
        case event(TerminalEvent, length: Int)
        /// The first `length` bytes decode to nothing and are dropped.
        case dropped(length: Int)
        /// The first `length` bytes start a bracketed paste.
        case pasteStart(length: Int)
    }

    /// The longest escape sequence decoded; a longer one is dropped.
    static let longestSequence = 64

    /// Decodes one event from the front of `bytes`, which must not be empty.
    static func parse(_ bytes: ArraySlice<UInt8>) -> Outcome {
        let first = bytes[bytes.startIndex]
        switch first {
        case escape: return parseEscape(bytes)
        case 0x0D: return key(.enter)
        case 0x09: return key(.tab)
        case 0x7F, 0x08: return key(.backspace)
        case 0x00: return key(.character(" "), .control)
        case 0x01...0x1A: return key(.character(Character(Unicode.Scalar(first + 0x60))), .control)
        case 0x1C...0x1F: return key(.character(Character(Unicode.Scalar(first + 0x40))), .control)
        case 0x20...0x7E: return key(.character(Character(Unicode.Scalar(first))))
        default: return parseUTF8(bytes)
        }
    }

    /// A one-byte key event.
    private static func key(_ key: Key, _ modifiers: KeyModifiers = [], length: Int = 1) -> Outcome {
        .event(.key(TerminalKeyPress(key, modifiers: modifiers)), length: length)
    }

    /// ESC alone, ESC ESC, a CSI or SS3 sequence, or Alt with the key after the ESC.
    private static func parseEscape(_ bytes: ArraySlice<UInt8>) -> Outcome {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return .needMore }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            return parseCSI(bytes)
        case UInt8(ascii: "O"):
            return parseSS3(bytes)
        case escape:
            return key(.escape)
        default:
            switch parse(bytes.dropFirst()) {
            case .event(.key(var press), let length):
                press.modifiers.insert(.alt)
                return .event(.key(press), length: length + 1)
            case .dropped(let length):
                return .dropped(length: length + 1)
            case .needMore:
                return .needMore
            case .event, .pasteStart:
                // Only an ESC starts anything else, and ESC ESC is handled above.
                return .dropped(length: 1)
            }
        }
    }

    /// A UTF-8 character of two to four bytes; an invalid lead or continuation byte is dropped.
    private static func parseUTF8(_ bytes: ArraySlice<UInt8>) -> Outcome {
        let start = bytes.startIndex
        let lead = bytes[start]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return .dropped(length: 1)
        }
        for offset in 1..<length {
            guard start + offset < bytes.endIndex else { return .needMore }
            let byte = bytes[start + offset]
            guard byte & 0xC0 == 0x80 else { return .dropped(length: 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let smallest: UInt32 = length == 3 ? 0x800 : length == 4 ? 0x10000 : 0x80
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return .dropped(length: 1) }
        return key(.character(Character(scalar)), length: length)
    }

    /// `ESC O` followed by optional modifier digits and a final letter.
    private static func parseSS3(_ bytes: ArraySlice<UInt8>) -> Outcome {
        let start = bytes.startIndex
        var index = start + 2
        var modifier = 0
        while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) {
            modifier = min(modifier * 10 + Int(bytes[index] - 0x30), 1000)
            index += 1
        }
        guard index < bytes.endIndex else {
            return index - start > 8 ? .dropped(length: index - start) : .needMore
        }
        let length = index - start + 1
        let modifiers = modifiers(parameter: modifier)
        switch bytes[index] {
        case UInt8(ascii: "A"): return key(.up, modifiers, length: length)
        case UInt8(ascii: "B"): return key(.down, modifiers, length: length)
        case UInt8(ascii: "C"): return key(.right, modifiers, length: length)
        case UInt8(ascii: "D"): return key(.left, modifiers, length: length)
        case UInt8(ascii: "H"): return key(.home, modifiers, length: length)
        case UInt8(ascii: "F"): return key(.end, modifiers, length: length)
        case UInt8(ascii: "M"): return key(.enter, modifiers, length: length)
        case UInt8(ascii: "P")...UInt8(ascii: "S"):
            return key(.function(Int(bytes[index] - UInt8(ascii: "P")) + 1), modifiers, length: length)
        default: return .dropped(length: length)
        }
    }

    /// Modifiers from a sequence's modifier parameter (one plus the modifier bits); none when absent.
    static func modifiers(parameter: Int) -> KeyModifiers {
        guard parameter > 1, parameter <= 16 else { return [] }
        return KeyModifiers(rawValue: UInt8(parameter - 1))
    }
}
