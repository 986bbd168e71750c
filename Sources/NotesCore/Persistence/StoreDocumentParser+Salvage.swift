import Foundation

/// Recovering what a damaged `notes.json` still holds.
extension StoreDocumentParser {
    /// What a scan of a damaged file recovered.
    struct Salvage {
        /// The `version` member, when it was read as an integer.
        var version: Int?
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
            return parser.salvageDocument()
        }
    }

    private mutating func salvageDocument() -> Salvage {
        var salvage = Salvage()
        var seen: Set<String> = []
        var isFirst = true
        guard begin(UInt8(ascii: "{")) else { return salvage }
        while let key = nextMember(&isFirst) {
            let isRepeated = !seen.insert(key).inserted
            switch key {
            case "version" where !isRepeated:
                let start = index
                if let version = integer() {
                    guard version == StoreDocument.currentVersion else { return Salvage(version: version) }
                    salvage.version = version
                } else {
                    index = start
                    failed = false
                    guard skipValue(depth: 0) else { return salvage }
                }
            case "notes" where !isRepeated:
                guard salvageEntries(.note, into: &salvage) else { return salvage }
            case "photos" where !isRepeated:
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
    /// (see ``resume(_:after:position:into:)``).
    private mutating func salvageEntries(_ kind: DroppedEntry.Kind, into salvage: inout Salvage) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return skipValue(depth: 0) }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return true
        }
        var position = 0
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
                if byte == UInt8(ascii: "]") { return true }
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
