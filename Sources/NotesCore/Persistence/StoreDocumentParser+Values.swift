/// Strings, numbers and booleans for ``StoreDocumentParser``.
extension StoreDocumentParser {
    /// A JSON string as valid UTF-8, or nil (with `failed` set).
    mutating func string() -> String? {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return fail() }
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let content = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                return Self.validUTF8String(content) ?? fail()
            }
            if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
            if byte < 0x20 { return fail() }
            index += 1
        }
        return fail()
    }

    /// `bytes` as a string when they are valid UTF-8, else nil.
    ///
    /// Decoding repairs invalid UTF-8 (each bad sequence becomes U+FFFD), so the same bytes after
    /// decoding mean there was nothing to repair. (`String(validating:as:)` would say it in one
    /// pass, but needs iOS 18 and macOS 15.)
    ///
    /// - Complexity: O(*n*) in the bytes: one decoding pass and one comparison.
    static func validUTF8String(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let string = String(decoding: bytes, as: UTF8.self)
        return string.utf8.elementsEqual(bytes) ? string : nil
    }

    /// Continues a string that holds escapes, from its first content byte.
    private mutating func escapedString(from start: Int) -> String? {
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                // Decoding repairs invalid UTF-8; equal bytes after it mean there was nothing to
                // repair. (`String(validating:as:)` needs iOS 18 and macOS 15.)
                let string = String(decoding: buffer, as: UTF8.self)
                return string.utf8.elementsEqual(buffer) ? string : fail()
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return fail() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return fail() }
                    buffer.append(contentsOf: String(Character(scalar)).utf8)
                default: return fail()
                }
            case 0..<0x20: return fail()
            default: buffer.append(byte)
            }
        }
        return fail()
    }

    /// The scalar of `\uXXXX` (after the `u`), joining a surrogate pair; nil for a lone surrogate.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        let replacement: Unicode.Scalar? = allowsLoneSurrogates ? "\u{FFFD}" : nil
        guard let high = hexQuad() else { return nil }
        if (0xD800...0xDBFF).contains(high) {
            let afterHigh = index
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            else { return replacement }
            index += 2
            guard let low = hexQuad(), (0xDC00...0xDFFF).contains(low) else {
                index = afterHigh
                return replacement
            }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        }
        return Unicode.Scalar(high) ?? replacement
    }

    private mutating func hexQuad() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// A finite JSON number, or nil (with `failed` set).
    mutating func number() -> Double? {
        guard let range = numberToken(),
            let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)),
            value.isFinite
        else { return fail() }
        return value
    }

    /// A JSON integer without fraction or exponent that fits in `Int`, or nil (with `failed` set).
    mutating func integer() -> Int? {
        guard let range = numberToken(),
            !bytes[range].contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }),
            let value = Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
        else { return fail() }
        return value
    }

    /// `true` or `false`, or nil (with `failed` set).
    mutating func boolean() -> Bool? {
        skipWhitespace()
        if matches("true") { return true }
        if matches("false") { return false }
        return fail()
    }

    mutating func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    /// The bytes of a number following the JSON grammar
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func numberToken() -> Range<Int>? {
        skipWhitespace()
        let start = index
        func isDigit(_ offset: Int) -> Bool {
            offset < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { return nil }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { return nil }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard isDigit(index) else { return nil }
            while isDigit(index) { index += 1 }
        }
        return start..<index
    }
}
