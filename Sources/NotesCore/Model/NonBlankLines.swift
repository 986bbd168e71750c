/// A lazy sequence of the non-blank lines of a text, each trimmed of surrounding whitespace.
///
/// Scans Unicode scalars and stops as soon as the consumer does; see `Note+Display.swift`.
struct NonBlankLines: Sequence, IteratorProtocol {
    private let scalars: String.UnicodeScalarView
    private var position: String.Index

    init(text: String) {
        scalars = text.unicodeScalars
        position = scalars.startIndex
    }

    mutating func next() -> Substring? {
        while position < scalars.endIndex {
            var start = position
            while start < scalars.endIndex, Self.isSpace(scalars[start]) {
                start = scalars.index(after: start)
            }
            var end = start
            var lastNonSpace = start
            while end < scalars.endIndex, !Self.isLineBreak(scalars[end]) {
                let scalar = scalars[end]
                end = scalars.index(after: end)
                if !scalar.properties.isWhitespace { lastNonSpace = end }
            }
            position = end < scalars.endIndex ? scalars.index(after: end) : end
            if lastNonSpace > start {
                return Substring(scalars[start..<lastNonSpace])
            }
        }
        return nil
    }

    /// Whitespace that does not end a line.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        !isLineBreak(scalar) && scalar.properties.isWhitespace
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
