/// A lazy sequence of the non-blank lines of a text, each trimmed of surrounding whitespace and cut
/// after `maximumLength` Unicode scalars.
///
/// Scans Unicode scalars and stops as soon as the consumer does; the rest of a cut line is skipped
/// over its UTF-8 bytes without decoding. See `Note+Display.swift`.
struct NonBlankLines: Sequence, IteratorProtocol {
    private let text: String
    private let maximumLength: Int
    private var position: String.Index

    init(text: String, maximumLength: Int) {
        self.text = text
        self.maximumLength = Swift.max(maximumLength, 1)
        position = text.startIndex
    }

    mutating func next() -> Substring? {
        let end = text.endIndex
        while position < end {
            var start = position
            while start < end {
                let (scalar, after) = scalar(at: start)
                guard !Self.isLineBreak(scalar), Self.isWhitespace(scalar) else { break }
                start = after
            }
            var lineEnd = start
            var lastNonSpace = start
            var length = 0
            while lineEnd < end {
                let (scalar, after) = scalar(at: lineEnd)
                if Self.isLineBreak(scalar) { break }
                guard length < maximumLength else {
                    lineEnd = skipToLineBreak(from: lineEnd)
                    break
                }
                lineEnd = after
                length += 1
                if !Self.isWhitespace(scalar) { lastNonSpace = after }
            }
            position = lineEnd < end ? scalar(at: lineEnd).after : lineEnd
            if lastNonSpace > start {
                return text[start..<lastNonSpace]
            }
        }
        return nil
    }

    /// The scalar at `index` and the index after it, reading ASCII straight from the UTF-8 bytes.
    private func scalar(at index: String.Index) -> (scalar: Unicode.Scalar, after: String.Index) {
        let byte = text.utf8[index]
        if byte < 0x80 { return (Unicode.Scalar(byte), text.utf8.index(after: index)) }
        return (text.unicodeScalars[index], text.unicodeScalars.index(after: index))
    }

    /// The index of the next line break at or after `index` (or the end), found over UTF-8 bytes.
    private func skipToLineBreak(from index: String.Index) -> String.Index {
        let bytes = text.utf8
        var current = index
        while current < bytes.endIndex {
            let byte = bytes[current]
            // 0x0A...0x0D; U+0085 is C2 85; U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
            if (0x0A...0x0D).contains(byte) || byte == 0xC2 || byte == 0xE2,
                Self.isLineBreak(text.unicodeScalars[current])
            {
                return current
            }
            current = bytes.index(after: current)
        }
        return current
    }

    /// Unicode whitespace (the `White_Space` property), decided from the scalar's value.
    ///
    /// The property holds for 25 scalars, stable since Unicode 6.3; asking the Unicode tables
    /// (`properties.isWhitespace`) for every letter of a preview was a third of drawing a list row.
    /// A test compares the two over every scalar.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        if value < 0x1680 { return value == 0x85 || value == 0xA0 }
        switch value {
        case 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
