import Foundation

/// Finding where the entries of a damaged `notes.json` start again after the damage.
extension StoreDocumentParser {
    /// Where the scan of a `notes` or `photos` array goes on after damage.
    enum Resumption: Equatable {
        /// An entry that reads as a whole, valid entry starts at this index.
        case entry(Int)
        /// The array ends: the document's next member, or its closing brace, follows this index.
        case end(Int)
    }

    /// The damage that interrupted the scan of an array.
    enum Damage {
        /// The entry starting at `start` is not valid JSON; reading it stopped at `failure`.
        case entry(start: Int, failure: Int)
        /// The entry ending at this index was read, but what follows it is not `,` or `]`.
        case separator(after: Int)
    }

    /// Finds where the scan of a `kind` array can go on after `damage`, and adds one
    /// ``DroppedEntry`` for every entry the skipped bytes held, numbered on from `position`.
    ///
    /// It looks at every byte after the damage for the first of:
    /// - a `{`, then a key of `kind`'s schema, opening a complete value that decodes as a valid
    ///   entry of `kind`. Text inside a string cannot pass for one: the writer escapes every `"`
    ///   inside a string, so its `{` is never followed by a key, and damage that unescapes one
    ///   quote still leaves the rest of the text escaped.
    /// - a `,` before a key of the document (`notes`, `photos` or `version`) and its `:`, or a
    ///   `]` before the document's closing `}` at the end of the data: the array ends there, so
    ///   damage in one array never costs the other.
    ///
    /// An entry skipped on the way is one that starts as the writer starts entries (after `[` or
    /// `,`, with the entry's first key) and does not decode; it is reported with the reason it
    /// does not. An entry whose own start is damaged counts as part of the damaged one before it.
    /// Damage that holds no member of an entry (a stray byte between two entries) is not an
    /// entry and is not reported: nothing was lost there. An entry the end of the data cuts off
    /// is reported even before its first member is whole. A document key (`"photos":`) ends
    /// the array too, even when the `,` before it is damaged.
    /// Returns nil, after reporting, when nothing follows the damage.
    /// - Complexity: O(*n* · *d*) in the size of the data after the damage, where *d* is the
    ///   deepest nesting there (at most 128); O(*n*) for what the writer writes.
    mutating func resume(
        _ kind: DroppedEntry.Kind, after damage: Damage, position: inout Int, into salvage: inout Salvage
    ) -> Resumption? {
        var skipped: [(start: Int, reason: String)] = []
        let scanStart: Int
        switch damage {
        case .entry(let start, let failure):
            skipped.append(
                (start, failure < bytes.count ? "not valid JSON at byte \(failure)" : Self.cutReason))
            scanStart = start + 1
        case .separator(let end):
            scanStart = end
        }
        var resumption: Resumption?
        var candidate = scanStart
        while candidate < bytes.count, resumption == nil {
            defer { candidate += 1 }
            switch bytes[candidate] {
            case UInt8(ascii: "{"):
                switch entryCandidate(kind, at: candidate, position: position + skipped.count) {
                case .entry: resumption = .entry(candidate)
                case .damagedEntry(let reason): skipped.append((candidate, reason))
                case .none:
                    // A whole entry of the other array: this one ended in damage before it.
                    let other: DroppedEntry.Kind = kind == .note ? .photo : .note
                    if case .entry = entryCandidate(other, at: candidate, position: 0) {
                        resumption = .end(candidate)
                    }
                }
            case UInt8(ascii: ","):
                if isDocumentMember(at: candidate + 1) { resumption = .end(candidate) }
            case UInt8(ascii: "\""):
                if !isEscaped(candidate), isDocumentMember(at: candidate) { resumption = .end(candidate) }
            case UInt8(ascii: "]"):
                if isDocumentEnd(at: candidate + 1) { resumption = .end(candidate + 1) }
            default: break
            }
        }
        let scanEnd: Int
        switch resumption {
        case .entry(let offset), .end(let offset): scanEnd = offset
        case nil: scanEnd = bytes.count
        }
        if case .entry(let start, _) = damage {
            let limit = skipped.count > 1 ? skipped[1].start : scanEnd
            let isCut = limit == bytes.count
            if !isCut, !containsMember(of: kind, from: start, before: limit) { skipped.removeFirst() }
        }
        for (number, entry) in skipped.enumerated() {
            let limit = number + 1 < skipped.count ? skipped[number + 1].start : scanEnd
            salvage.dropped.append(
                DroppedEntry(
                    kind: kind, index: position, rawID: rawID(from: entry.start, before: limit),
                    reason: entry.reason))
            salvage.droppedStarts.append(entry.start)
            position += 1
        }
        return resumption
    }

    /// Whether the byte at `offset` follows a `\`: a quote the writer escaped inside a string,
    /// which damage to the other quote of the pair can make look like the start of a key.
    func isEscaped(_ offset: Int) -> Bool {
        offset > 0 && bytes[offset - 1] == UInt8(ascii: "\\")
    }

    /// Whether the bytes from `start` to `limit` hold a member of an entry of `kind`.
    ///
    /// A member is one of its keys, in quotes, followed by `:`. Text inside a string cannot pass for one, since the
    /// writer escapes every `"` in it.
    /// - Complexity: O(*n*) in `limit - start`.
    private mutating func containsMember(of kind: DroppedEntry.Kind, from start: Int, before limit: Int)
        -> Bool
    {
        var candidate = start
        while candidate < limit {
            defer { candidate += 1 }
            guard bytes[candidate] == UInt8(ascii: "\"") else { continue }
            index = candidate
            failed = false
            guard let key = string(), !failed, index < limit, Self.isSchemaKey(key, of: kind) else {
                continue
            }
            skipWhitespace()
            if index < limit, bytes[index] == UInt8(ascii: ":") { return true }
        }
        return false
    }

    /// The reason given for an entry that the end of the data cuts off.
    static let cutReason = "the file ends inside this entry"

    /// What a `{` found while resynchronising is.
    enum Candidate {
        /// It opens a complete value that decodes as an entry.
        case entry
        /// It starts an entry as the writer does, but the entry is damaged or malformed.
        case damagedEntry(reason: String)
    }

    /// Whether the `{` at `start` opens a valid entry of `kind`, starts a damaged one, or
    /// neither (nil).
    mutating func entryCandidate(_ kind: DroppedEntry.Kind, at start: Int, position: Int)
        -> Candidate?
    {
        guard let key = firstKey(ofObjectAt: start), Self.isSchemaKey(key, of: kind) else { return nil }
        index = start
        failed = false
        if skipValue(depth: 1) {
            let end = index
            switch decodedEntry(kind, start..<end, position: position) {
            case .malformed(let dropped):
                return isEntryStart(kind, at: start, key: key) ? .damagedEntry(reason: dropped.reason) : nil
            case .note, .photo: return .entry
            }
        }
        guard isEntryStart(kind, at: start, key: key) else { return nil }
        return .damagedEntry(reason: index < bytes.count ? "not valid JSON at byte \(index)" : Self.cutReason)
    }

    /// Whether `key` is one of the keys of an entry of `kind`.
    static func isSchemaKey(_ key: String, of kind: DroppedEntry.Kind) -> Bool {
        switch kind {
        case .note: return StoredNote.Key(rawValue: key) != nil
        case .photo: return StoredPhoto.Key(rawValue: key) != nil
        }
    }

    /// The first key of the object whose `{` is at `start`, when it is a readable string
    /// followed by `:`.
    mutating func firstKey(ofObjectAt start: Int) -> String? {
        index = start + 1
        failed = false
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        guard let key = string(), !failed else { return nil }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        return key
    }

    /// Whether an object at `start` whose first key is `key` begins where the writer begins an
    /// entry of `kind`: just after `[` or `,`, with the key the writer puts first (keys are
    /// sorted, so `color` for a note and `byteCount` for a photo).
    ///
    /// Only the first key counts: when damage ends a string early, the key after that string's
    /// member (never the first one) can follow a `{` of its text.
    func isEntryStart(_ kind: DroppedEntry.Kind, at start: Int, key: String) -> Bool {
        var before = start - 1
        while before >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[before]) { before -= 1 }
        guard before >= 0, bytes[before] == UInt8(ascii: ",") || bytes[before] == UInt8(ascii: "[") else {
            return false
        }
        switch kind {
        case .note: return key == StoredNote.Key.color.rawValue
        case .photo: return key == StoredPhoto.Key.byteCount.rawValue
        }
    }

    /// Whether a key of the document (`notes`, `photos` or `version`) and its `:` start at
    /// `start`, after optional whitespace.
    mutating func isDocumentMember(at start: Int) -> Bool {
        index = start
        failed = false
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
        guard let key = string(), !failed, StoreDocument.Key(rawValue: key) != nil else { return false }
        skipWhitespace()
        return index < bytes.count && bytes[index] == UInt8(ascii: ":")
    }

    /// Whether only the document's closing `}` follows `start`, with optional whitespace.
    mutating func isDocumentEnd(at start: Int) -> Bool {
        index = start
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else { return false }
        index += 1
        skipWhitespace()
        return index == bytes.count
    }
}
