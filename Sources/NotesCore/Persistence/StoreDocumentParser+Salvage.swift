import Foundation

/// Recovering what a damaged `notes.json` still holds.
extension StoreDocumentParser {
    /// What a scan of a damaged file recovered.
    struct Salvage {
        /// The `version` member, when it was read as an integer.
        var version: Int?
        /// Every complete entry that decoded, in file order.
        var contents = StoreContents()
        /// The entries that were malformed or cut off, in file order.
        var dropped: [DroppedEntry] = []
    }

    /// How deeply values may nest before the input counts as damaged, so hostile input cannot
    /// exhaust the stack.
    private static let maximumDepth = 128

    /// Scans `data` member by member and the `notes` and `photos` arrays entry by entry, keeping
    /// every complete entry that decodes, until the end or the first byte that is not JSON.
    ///
    /// The two arrays are recovered independently: one that is not an array costs only itself.
    /// An entry cut off or broken by invalid JSON is reported as dropped and ends the scan (what
    /// follows cannot be located reliably). A `version` other than
    /// ``StoreDocument/currentVersion`` recovers nothing, since the entries' schema is unknown.
    /// Never traps, whatever the bytes.
    /// - Complexity: O(*n*) in the size of the data.
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
            guard skipValue(depth: 1) else {
                if start < bytes.count {
                    let reason =
                        index >= bytes.count
                        ? "the file ends inside this entry" : "not valid JSON at byte \(index)"
                    salvage.dropped.append(
                        DroppedEntry(kind: kind, index: position, rawID: rawID(from: start), reason: reason))
                }
                return false
            }
            let end = index
            decodeEntry(kind, start..<end, position: position, into: &salvage)
            index = end
            position += 1
            skipWhitespace()
            guard index < bytes.count else { return false }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "]") { return true }
            guard byte == UInt8(ascii: ",") else { return false }
        }
    }

    /// Decodes one complete entry: through the strict reader, else through `JSONDecoder` (which
    /// accepts what the strict reader leaves to it, and says why an entry is malformed).
    private mutating func decodeEntry(
        _ kind: DroppedEntry.Kind, _ range: Range<Int>, position: Int, into salvage: inout Salvage
    ) {
        index = range.lowerBound
        failed = false
        switch kind {
        case .note:
            if let note = note(), !failed, index == range.upperBound {
                salvage.contents.notes.append(note)
                return
            }
        case .photo:
            if let photo = photo(), !failed, index == range.upperBound {
                salvage.contents.photos.append(photo)
                return
            }
        }
        failed = false
        let slice = Data(UnsafeBufferPointer(rebasing: bytes[range]))
        let path = "\(kind == .note ? "notes" : "photos").\(position)"
        let failure: (error: DecodingError, rawID: String?)
        switch kind {
        case .note:
            switch Self.decode(StoredNote.self, from: slice) {
            case .success(let stored):
                salvage.contents.notes.append(stored.note)
                return
            case .failure(let error, let rawID): failure = (error, rawID)
            }
        case .photo:
            switch Self.decode(StoredPhoto.self, from: slice) {
            case .success(let stored):
                salvage.contents.photos.append(stored.photo)
                return
            case .failure(let error, let rawID): failure = (error, rawID)
            }
        }
        salvage.dropped.append(
            DroppedEntry(
                kind: kind, index: position, rawID: failure.rawID,
                reason: failure.error.storeDescription(under: path)))
    }

    /// The outcome of decoding one entry with `JSONDecoder`.
    private enum EntryDecoding<Value> {
        case success(Value)
        case failure(DecodingError, rawID: String?)
    }

    private static func decode<Value: Codable>(_ type: Value.Type, from data: Data) -> EntryDecoding<Value> {
        do {
            let entry = try JSONDecoder().decode(StoreEntry<Value>.self, from: data)
            switch entry.result {
            case .success(let value): return .success(value)
            case .failure(let error): return .failure(error, rawID: entry.rawID)
            }
        } catch let error as DecodingError {
            return .failure(error, rawID: nil)
        } catch {
            return .failure(
                DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\(error)")), rawID: nil)
        }
    }

    /// The `id` string of the object starting at `start`, when it is there before any damage.
    private mutating func rawID(from start: Int) -> String? {
        index = start
        failed = false
        var isFirst = true
        guard begin(UInt8(ascii: "{")) else { return nil }
        while let key = nextMember(&isFirst) {
            if key == "id" { return string() }
            guard skipValue(depth: 1) else { return nil }
        }
        return nil
    }

    /// Moves past one JSON value, checking its syntax.
    ///
    /// Returns false, with the index at or near
    /// the offending byte, when there is no complete value there.
    private mutating func skipValue(depth: Int) -> Bool {
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
