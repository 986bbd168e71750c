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
        /// Keys of the document that occur more than once, in file order.
        ///
        /// Each is damage: a reader keeping only one of the values would lose the other.
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
        /// Where the scan found each of ``dropped`` to start.
        var droppedStarts: [Int] = []
        /// The bytes of every entry in ``contents``, in file order.
        var recovered: [(kind: DroppedEntry.Kind, range: Range<Int>)] = []
    }

    /// How deeply values may nest before the input counts as damaged, so hostile input cannot
    /// exhaust the stack.
    static let maximumDepth = 128

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
            if salvage.unreadableVersion == nil,
                (salvage.version ?? StoreDocument.currentVersion) <= StoreDocument.currentVersion
            {
                salvage.dropped = parser.reconciledDropped(salvage)
            }
            return salvage
        }
    }

    private mutating func salvageDocument() -> Salvage {
        var salvage = Salvage()
        var seen: Set<String> = []
        var isFirst = true
        if !begin(UInt8(ascii: "{")) {
            guard resumeDocument(from: 0, isFirst: &isFirst, into: &salvage) else { return salvage }
        }
        while true {
            let memberStart = index
            failed = false
            guard let key = nextMember(&isFirst) else {
                skipWhitespace()
                let isEnd = !failed && index == bytes.count
                guard !isEnd, resumeDocument(from: memberStart, isFirst: &isFirst, into: &salvage) else {
                    return salvage
                }
                continue
            }
            if !seen.insert(key).inserted { salvage.duplicateKeys.append(key) }
            switch key {
            case "version":
                skipWhitespace()
                let start = index
                if let version = integer() {
                    guard version == StoreDocument.currentVersion else {
                        guard version > StoreDocument.currentVersion else {
                            return Salvage(unreadableVersion: "\(version)")
                        }
                        return Salvage(version: version)
                    }
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
                skipWhitespace()
                if let kind = arrayKind(at: index) {
                    guard salvageEntries(kind, into: &salvage) else { return salvage }
                    continue
                }
                let start = index
                guard skipValue(depth: 0) else {
                    guard resumeDocument(from: start, isFirst: &isFirst, into: &salvage) else {
                        return salvage
                    }
                    continue
                }
            }
        }
    }

    /// The kind of entries in the array at `start` when its first element is a whole, valid
    /// entry: the value of a key that damage changed (`"notes"` with a byte flipped) still
    /// holds them.
    private mutating func arrayKind(at start: Int) -> DroppedEntry.Kind? {
        defer { index = start }
        guard start < bytes.count, bytes[start] == UInt8(ascii: "[") else { return nil }
        index = start + 1
        skipWhitespace()
        let first = index
        for kind in [DroppedEntry.Kind.note, .photo] {
            if case .entry = entryCandidate(kind, at: first, position: 0) { return kind }
        }
        return nil
    }

    /// Goes on after damage to the document's own structure at `start`.
    ///
    /// Damage to its braces, keys, colons and commas: the scan goes on at the first whole, valid note or photo entry (its array's entries are
    /// read from there) or the first document key and its `:`, whichever comes first. Returns
    /// false when neither follows.
    /// - Complexity: O(*n* · *d*) in the size of the data after `start`.
    private mutating func resumeDocument(from start: Int, isFirst: inout Bool, into salvage: inout Salvage)
        -> Bool
    {
        var candidate = start
        while candidate < bytes.count {
            defer { candidate += 1 }
            switch bytes[candidate] {
            case UInt8(ascii: "\""):
                guard !isEscaped(candidate), isDocumentMember(at: candidate) else { continue }
                index = candidate
                isFirst = true
                return true
            case UInt8(ascii: "{"):
                for kind in [DroppedEntry.Kind.note, .photo] {
                    var position = salvage.positions[kind] ?? 0
                    guard case .entry = entryCandidate(kind, at: candidate, position: position) else {
                        continue
                    }
                    index = candidate
                    let goesOn = salvageElements(kind, position: &position, into: &salvage)
                    salvage.positions[kind] = position
                    isFirst = false
                    return goesOn
                }
            default: continue
            }
        }
        return false
    }

    /// Whether the rest of the document follows `start`.
    ///
    /// That is a `,` and one of its keys, or its closing `}` at the end of the data. Leaves the
    /// index at `start`.
    mutating func continuesDocument(at start: Int) -> Bool {
        defer { index = start }
        index = start
        skipWhitespace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: ","), isDocumentMember(at: index + 1) { return true }
        return isDocumentEnd(at: index)
    }
}
