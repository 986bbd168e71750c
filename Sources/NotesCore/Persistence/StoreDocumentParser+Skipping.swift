/// Moving past whole JSON values without decoding them.
extension StoreDocumentParser {
    /// Moves past one JSON value, checking its syntax.
    ///
    /// Returns false, with the index at or near
    /// the offending byte, when there is no complete value there.
    mutating func skipValue(depth: Int) -> Bool {
        skipWhitespace()
        guard index < bytes.count, depth < Self.maximumDepth else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var isFirst = true
            failed = false
            while nextMember(&isFirst) != nil {
                guard skipValue(depth: depth + 1) else { return false }
            }
            return !failed
        case UInt8(ascii: "["):
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return true
            }
            while true {
                guard skipValue(depth: depth + 1) else { return false }
                skipWhitespace()
                guard index < bytes.count else { return false }
                let byte = bytes[index]
                guard byte == UInt8(ascii: "]") || byte == UInt8(ascii: ",") else { return false }
                index += 1
                if byte == UInt8(ascii: "]") { return true }
            }
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return numberToken() != nil
        }
    }

    /// Moves past one JSON value already known to be valid and returns the path (such as
    /// `color` or `0.title`) of the first key that occurs twice in one of its objects, if any.
    mutating func repeatedKey(depth: Int) -> String? {
        skipWhitespace()
        guard index < bytes.count, depth < Self.maximumDepth else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var isFirst = true
            var keys: Set<String> = []
            while let key = nextMember(&isFirst) {
                if !keys.insert(key).inserted { return key }
                if let inner = repeatedKey(depth: depth + 1) { return "\(key).\(inner)" }
            }
            return nil
        case UInt8(ascii: "["):
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return nil
            }
            var position = 0
            while true {
                if let inner = repeatedKey(depth: depth + 1) { return "\(position).\(inner)" }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else {
                    index += 1
                    return nil
                }
                index += 1
                position += 1
            }
        default:
            _ = skipValue(depth: depth)
            return nil
        }
    }

    /// Moves past `word`; when the data ends partway through it, moves to the end (so the damage
    /// reads as a cut) and returns false.
    private mutating func literal(_ word: StaticString) -> Bool {
        if matches(word) { return true }
        let rest = bytes.count - index
        let isCut =
            rest < word.utf8CodeUnitCount
            && (0..<rest).allSatisfy { bytes[index + $0] == word.utf8Start[$0] }
        if isCut { index = bytes.count }
        return false
    }
}
