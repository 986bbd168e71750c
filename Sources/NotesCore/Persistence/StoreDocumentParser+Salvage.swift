import Foundation

/// Recovering what a damaged `notes.json` still holds.
extension StoreDocumentParser {
    /// What a scan of a damaged file recovered.
    struct Salvage {
        /// The `version` member, when it was read as an integer.
        var version: Int?
        /// The `version` member as written, when it is a number or string that is not an `Int`
        /// (`18446744073709551616`, `1.0`, `"2"`): a version this code cannot read. (`"1"`, the
        /// current version as a string, is only the wrong shape, reported as damage.)
        var unreadableVersion: String?
        /// Keys that occur more than once in one object, as `notes` or `notes.2.title`, in file
        /// order. Each is damage: a reader keeping only one of the values would lose the other.
        var duplicateKeys: [String] = []
        /// Whether an entry held a key twice (it is reported as dropped).
        var hasDuplicateEntryKeys = false
        /// How many entries of each array were scanned so far, so a repeated `notes` array
        /// numbers its entries on from the first.
        var positions: [DroppedEntry.Kind: Int] = [:]
        /// Every complete entry that decoded, in file order.
        var contents = StoreContents()
        /// The entries that were malformed, damaged or cut off, in file order.
        var dropped: [DroppedEntry] = []
    }

    /// How deeply values may nest before the input counts as damaged, so hostile input cannot
    /// exhaust the stack.
    private static let maximumDepth = 128

    /// Scans `data` member by member and the `notes` and `photos` arrays entry by entry, keeping
    /// every complete entry that decodes, in file order.
    ///
    /// An entry broken by invalid JSON is reported as dropped, and the scan of its array resumes
    /// at the next place where a whole, valid entry starts or where the array ends, so damage
    /// inside one entry costs only the entries it runs through, each reported once. An entry
    /// the end of the data cuts off is reported as dropped. The two arrays are recovered
    /// independently: one that is not an array, or damage inside its entries, costs only itself.
    /// A `version` other than ``StoreDocument/currentVersion`` recovers nothing, since the
    /// entries' schema is unknown. Every recovered entry is a whole entry of the file, read once;
    /// never traps, whatever the bytes.
    /// - Complexity: O(*n*) in the size of the data for damage to what the writer writes;
    ///   O(*n* · *d*) at worst, where *d* is the nesting limit (128).
    static func salvage(_ data: Data) -> Salvage {
        data.withUnsafeBytes { raw in
            var parser = StoreDocumentParser(bytes: raw.bindMemory(to: UInt8.self))
            var salvage = parser.salvageDocument()
            salvage.hasDuplicateEntryKeys = parser.foundDuplicateEntryKey
            return salvage
        }
    }

    private mutating func salvageDocument() -> Salvage {
        var salvage = Salvage()
        var seen: Set<String> = []
        var isFirst = true
        guard begin(UInt8(ascii: "{")) else { return salvage }
        while let key = nextMember(&isFirst) {
            if !seen.insert(key).inserted { salvage.duplicateKeys.append(key) }
            switch key {
            case "version":
                skipWhitespace()
                let start = index
                if let version = integer() {
                    guard version == StoreDocument.currentVersion else { return Salvage(version: version) }
                    salvage.version = version
                } else {
                    index = start
                    failed = false
                    guard skipValue(depth: 0) else { return salvage }
                    let text = String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    let isNumberOrString =
                        [UInt8(ascii: "\""), UInt8(ascii: "-")].contains(bytes[start])
                        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start])
                    let unquoted = text.hasPrefix("\"") ? String(text.dropFirst().dropLast()) : text
                    if isNumberOrString, Int(unquoted) != StoreDocument.currentVersion {
                        return Salvage(unreadableVersion: text)
                    }
                }
            case "notes":
                guard salvageEntries(.note, into: &salvage) else { return salvage }
            case "photos":
                guard salvageEntries(.photo, into: &salvage) else { return salvage }
            default:
                guard skipValue(depth: 0) else { return salvage }
            }
        }
        return salvage
    }

    /// Reads the value of `notes` or `photos`; returns whether the scan can go on after it.
    ///
    /// After damage inside the array, the scan resumes at the next entry or at the array's end
    /// (see ``resume(_:after:position:into:)``). So does damage to the array's `[`, or a `]`
    /// that the rest of the document does not follow (damage inside a text can make one): the
    /// entries after it are still read. A value that is whole but not an array, followed by the
    /// rest of the document, holds no entries.
    private mutating func salvageEntries(_ kind: DroppedEntry.Kind, into salvage: inout Salvage) -> Bool {
        skipWhitespace()
        let valueStart = index
        var position = salvage.positions[kind] ?? 0
        defer { salvage.positions[kind] = position }
        let next: Int
        if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
            index += 1
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "]") else {
                return salvageElements(kind, position: &position, into: &salvage)
            }
            index += 1
            if continuesDocument(at: index) { return true }
            next = index
        } else {
            if skipValue(depth: 0), continuesDocument(at: index) { return true }
            next = valueStart
        }
        switch resume(kind, after: .separator(after: next), position: &position, into: &salvage) {
        case .entry(let entry):
            index = entry
            return salvageElements(kind, position: &position, into: &salvage)
        case .end(let end):
            index = end
            return true
        case nil: return false
        }
    }

    /// Reads the elements of an array from the current index (an element's start) to its end.
    private mutating func salvageElements(
        _ kind: DroppedEntry.Kind, position: inout Int, into salvage: inout Salvage
    ) -> Bool {
        while true {
            skipWhitespace()
            let start = index
            guard start < bytes.count else { return false }
            let damage: Damage
            if skipValue(depth: 1) {
                let end = index
                decodeEntry(kind, start..<end, position: position, into: &salvage)
                position += 1
                index = end
                skipWhitespace()
                guard index < bytes.count else { return false }
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "]"), continuesDocument(at: index) { return true }
                if byte == UInt8(ascii: ",") { continue }
                damage = .separator(after: end)
            } else {
                damage = .entry(start: start, failure: index)
            }
            switch resume(kind, after: damage, position: &position, into: &salvage) {
            case .entry(let next): index = next
            case .end(let next):
                index = next
                return true
            case nil: return false
            }
        }
    }

    /// Whether the rest of the document follows `start`: a `,` and one of its keys, or its
    /// closing `}` at the end of the data. Leaves the index at `start`.
    private mutating func continuesDocument(at start: Int) -> Bool {
        defer { index = start }
        index = start
        skipWhitespace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: ","), isDocumentMember(at: index + 1) { return true }
        return isDocumentEnd(at: index)
    }

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
