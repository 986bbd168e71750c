import Foundation

/// Splitting a top-level JSON array into its elements, for importing a damaged file.
extension StoreDocumentParser {
    /// One element of a top-level array.
    enum ArrayElement: Equatable {
        /// A complete JSON value in these bytes (it may still hold values a decoder refuses).
        case whole(Range<Int>)
        /// An element that is not valid JSON, or that the end of the data cuts off.
        case damaged(reason: String)
    }

    /// The elements of the array `data` holds, in order; nil when it does not start with `[`.
    ///
    /// After a damaged element, the scan resumes at the next `{` that follows a `,` and opens a
    /// complete value; text inside a string cannot pass for one, since every `"` in it is escaped.
    /// A lone surrogate escape counts as valid here (it is refused later, element by element).
    /// - Complexity: O(*n*) for a sound array; O(*n*²) at worst after damage.
    static func arrayElements(_ data: Data) -> [ArrayElement]? {
        data.withUnsafeBytes { raw in
            var parser = StoreDocumentParser(bytes: raw.bindMemory(to: UInt8.self))
            parser.allowsLoneSurrogates = true
            return parser.topLevelElements()
        }
    }

    private mutating func topLevelElements() -> [ArrayElement]? {
        guard begin(UInt8(ascii: "[")) else { return nil }
        var elements: [ArrayElement] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { return elements }
        while true {
            skipWhitespace()
            let start = index
            guard start < bytes.count else { return elements }
            if skipValue(depth: 1) {
                elements.append(.whole(start..<index))
                skipWhitespace()
                guard index < bytes.count else { return elements }
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "]") { return elements }
                if byte == UInt8(ascii: ",") { continue }
            } else {
                let reason =
                    index < bytes.count
                    ? "not valid JSON at byte \(index)" : "the file ends inside this element"
                elements.append(.damaged(reason: reason))
            }
            guard let next = nextElementStart(after: start + 1) else { return elements }
            index = next
        }
    }

    /// The first `{` after `start` that follows a `,` (and whitespace) and opens a complete value.
    private mutating func nextElementStart(after start: Int) -> Int? {
        var candidate = start
        while candidate < bytes.count {
            defer { candidate += 1 }
            guard bytes[candidate] == UInt8(ascii: "{") else { continue }
            var before = candidate - 1
            while before >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[before]) { before -= 1 }
            guard before >= 0, bytes[before] == UInt8(ascii: ",") else { continue }
            index = candidate
            failed = false
            if skipValue(depth: 1) { return candidate }
        }
        return nil
    }
}
