/// Decoding CSI sequences: `ESC [`, parameters, intermediates and a final byte.
extension InputDecoder {
    /// A CSI key, a Linux console F-key (`ESC [ [ A`), an SGR mouse report, a legacy X10 mouse
    /// report (dropped), or the start of a bracketed paste.
    static func parseCSI(_ bytes: ArraySlice<UInt8>) -> Outcome {
        let start = bytes.startIndex
        guard bytes.count > 2 else { return .needMore }
        switch bytes[start + 2] {
        case UInt8(ascii: "["):
            guard bytes.count > 3 else { return .needMore }
            let letter = bytes[start + 3]
            guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter) else { return .dropped(length: 4) }
            return .event(
                .key(TerminalKeyPress(.function(Int(letter - UInt8(ascii: "A")) + 1))), length: 4)
        case UInt8(ascii: "<"):
            return parseMouse(bytes)
        case UInt8(ascii: "M"):
            // An X10 mouse report carries three raw bytes; mouse reporting is only enabled in SGR form.
            return bytes.count >= 6 ? .dropped(length: 6) : .needMore
        default:
            break
        }
        var index = start + 2
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case 0x20...0x3F:
                index += 1
                if index - start > longestSequence { return .dropped(length: index - start) }
            case 0x40...0x7E:
                let parameters = bytes[(start + 2)..<index]
                return csiKey(parameters: parameters, final: byte, length: index - start + 1)
            default:
                // Not part of a sequence: drop what came before it and decode it on its own.
                return .dropped(length: index - start)
            }
        }
        return .needMore
    }

    /// The key a complete CSI sequence stands for, by its parameters and final byte.
    private static func csiKey(parameters: ArraySlice<UInt8>, final: UInt8, length: Int) -> Outcome {
        guard let numbers = numbers(parameters) else { return .dropped(length: length) }
        let first = numbers.first ?? nil
        let modifiers = modifiers(parameter: numbers.count > 1 ? numbers[1] ?? 1 : 1)
        let key: Key
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): return .event(.key(TerminalKeyPress(.tab, modifiers: .shift)), length: length)
        case UInt8(ascii: "P")...UInt8(ascii: "S"): key = .function(Int(final - UInt8(ascii: "P")) + 1)
        case UInt8(ascii: "~"):
            if first == 200 { return .pasteStart(length: length) }
            guard let first, let tilde = tildeKey(first) else { return .dropped(length: length) }
            key = tilde
        case UInt8(ascii: "u"):
            guard let first, let unicode = unicodeKey(first) else { return .dropped(length: length) }
            key = unicode
        default:
            return .dropped(length: length)
        }
        return .event(.key(TerminalKeyPress(key, modifiers: modifiers)), length: length)
    }

    /// The key of a VT220-style `ESC [ n ~` sequence.
    private static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23...26: .function(number - 12)
        case 28, 29: .function(number - 13)
        case 31...34: .function(number - 14)
        default: nil
        }
    }

    /// The key of a `CSI code ; modifiers u` sequence, where `code` is a Unicode scalar value.
    private static func unicodeKey(_ code: Int) -> Key? {
        switch code {
        case 13: return .enter
        case 9: return .tab
        case 127, 8: return .backspace
        case 27: return .escape
        default:
            guard code >= 0x20, let scalar = Unicode.Scalar(UInt32(clamping: code)) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// The decimal parameters between `;` separators, an empty one as nil.
    ///
    /// Nil when anything else is present (private markers such as `?`, sub-parameters after `:`,
    /// intermediates).
    static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int?]? {
        var numbers: [Int?] = []
        var current: Int?
        for byte in parameters {
            switch byte {
            case 0x30...0x39: current = min((current ?? 0) * 10 + Int(byte - 0x30), 1_000_000)
            case UInt8(ascii: ";"):
                numbers.append(current)
                current = nil
            default: return nil
            }
        }
        if current != nil || !numbers.isEmpty { numbers.append(current) }
        return numbers
    }

    /// An SGR mouse report: `ESC [ < button ; column ; row` and `M` (press, drag) or `m` (release).
    private static func parseMouse(_ bytes: ArraySlice<UInt8>) -> Outcome {
        let start = bytes.startIndex
        var index = start + 3
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case 0x30...0x39, UInt8(ascii: ";"):
                index += 1
                if index - start > longestSequence { return .dropped(length: index - start) }
            case UInt8(ascii: "M"), UInt8(ascii: "m"):
                let length = index - start + 1
                guard let numbers = numbers(bytes[(start + 3)..<index]), numbers.count == 3,
                    let code = numbers[0], let column = numbers[1], let row = numbers[2],
                    let event = mouseEvent(code: code, isRelease: byte == UInt8(ascii: "m"))
                else { return .dropped(length: length) }
                let modifiers = KeyModifiers(
                    rawValue: (code & 4 != 0 ? 1 : 0) | (code & 8 != 0 ? 2 : 0) | (code & 16 != 0 ? 4 : 0))
                let mouse = MouseEvent(
                    event, column: max(column - 1, 0), row: max(row - 1, 0), modifiers: modifiers)
                return .event(.mouse(mouse), length: length)
            default:
                return .dropped(length: index - start)
            }
        }
        return .needMore
    }

    /// What an SGR button code means; nil for extra buttons and a press of no button.
    private static func mouseEvent(code: Int, isRelease: Bool) -> MouseEvent.Kind? {
        let buttons: [MouseEvent.MouseButton] = [.left, .middle, .right]
        let low = code & 3
        if code & 128 != 0 { return nil }
        if code & 64 != 0 {
            let directions: [MouseEvent.ScrollDirection] = [.up, .down, .left, .right]
            return isRelease ? nil : .scroll(directions[low])
        }
        if code & 32 != 0 { return low == 3 ? .move : .drag(buttons[low]) }
        guard low < 3 else { return nil }
        return isRelease ? .release(buttons[low]) : .press(buttons[low])
    }
}
