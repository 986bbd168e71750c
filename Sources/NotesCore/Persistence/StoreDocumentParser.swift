import Foundation

/// A strict, fast reader for a well-formed `notes.json` as ``NoteStore`` writes it.
///
/// It accepts only a subset of what the tolerant `JSONDecoder` path accepts (the documented keys,
/// each once, valid UTF-8 and JSON, version 1) and returns nil on anything else, so the caller
/// falls back to that path for reporting. On what it accepts, it produces the same values.
struct StoreDocumentParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Set when a member or element could not be read; every caller then returns nil.
    var failed = false
    /// Set when an entry of a damaged file was found to hold a key twice.
    var foundDuplicateEntryKey = false
    /// Whether a `\u` escape of a lone surrogate reads as U+FFFD instead of failing.
    ///
    /// JSON's grammar allows one, though no valid text holds one. Only for finding where values
    /// end.
    var allowsLoneSurrogates = false
    /// Notes arrays of at least this many bytes are read in two halves at once.
    var minimumBytesForParts = Self.defaultMinimumBytesForParts
    /// The data ``bytes`` points into, which threads reading parts of it may share; without it,
    /// everything is read on the calling thread.
    var source: Data?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The contents of `data`, or nil when it is anything but a well-formed version-1 document.
    /// - Complexity: O(*n*) in the size of the data.
    static func parse(_ data: Data, minimumBytesForParts: Int = defaultMinimumBytesForParts) -> StoreContents?
    {
        data.withUnsafeBytes { raw in
            var parser = StoreDocumentParser(bytes: raw.bindMemory(to: UInt8.self))
            parser.minimumBytesForParts = minimumBytesForParts
            parser.source = data
            return parser.document()
        }
    }

    private mutating func document() -> StoreContents? {
        var version: Int?
        var notes: [Note]?
        var photos: [Photo]?
        var sync: WrittenClocks?
        var isFirst = true
        guard begin(UInt8(ascii: "{")) else { return nil }
        while let key = nextMember(&isFirst) {
            switch key {
            case "sync" where sync == nil:
                guard let value = writtenClocks() else { return nil }
                sync = value
            case "version" where version == nil:
                guard let value = integer() else { return nil }
                version = value
            case "notes" where notes == nil:
                // Each note in the layout the store writes is read by the fast path; a large
                // array in two halves at once.
                guard let value = notesInParts() ?? array({ $0.writtenNote() ?? $0.note() }) else {
                    return nil
                }
                notes = value
            case "photos" where photos == nil:
                guard let value = array({ $0.photo() }) else { return nil }
                photos = value
            default: return nil
            }
        }
        skipWhitespace()
        guard failed == false, index == bytes.count, version == StoreDocument.currentVersion, let notes,
            let photos
        else { return nil }
        var contents = StoreContents(notes: notes, photos: photos)
        if let sync {
            guard let clocks = sync.clocks(notes: notes, photos: photos) else { return nil }
            contents.clocks = clocks
        }
        return contents
    }

    mutating func note() -> Note? {
        var id: UUID?
        var title: String?
        var content: String?
        var color: NoteColor?
        var importance: Importance?
        var selfDestruct: Double?
        var created: Double?
        var updated: Double?
        var conflictOf: UUID?
        var isFirst = true
        guard begin(UInt8(ascii: "{")) else { return nil }
        while let key = nextMember(&isFirst) {
            switch key {
            case "id" where id == nil:
                guard let value = string().flatMap(UUID.init(uuidString:)) else { return nil }
                id = value
            case "title" where title == nil:
                guard let value = string() else { return nil }
                title = value
            case "content" where content == nil:
                guard let value = string() else { return nil }
                content = value
            case "color" where color == nil:
                guard let value = noteColor() else { return nil }
                color = value
            case "importance" where importance == nil:
                guard let value = string().flatMap(Importance.init(rawValue:)) else { return nil }
                importance = value
            case "selfDestructDate" where selfDestruct == nil:
                guard let value = number() else { return nil }
                selfDestruct = value
            case "createdAt" where created == nil:
                guard let value = number() else { return nil }
                created = value
            case "updatedAt" where updated == nil:
                guard let value = number() else { return nil }
                updated = value
            case "conflictOf" where conflictOf == nil:
                guard let value = string().flatMap(UUID.init(uuidString:)) else { return nil }
                conflictOf = value
            default: return nil
            }
        }
        guard !failed, let id, let title, let content, let color, let importance, let created, let updated
        else { return nil }
        return Note(
            id: Note.ID(id), title: title, content: content, color: color, importance: importance,
            selfDestructDate: selfDestruct.map(Date.init(timeIntervalSince1970:)),
            createdAt: Date(timeIntervalSince1970: created), updatedAt: Date(timeIntervalSince1970: updated),
            conflictedCopyOf: conflictOf.map(Note.ID.init))
    }

    mutating func photo() -> Photo? {
        var id: UUID?
        var fileName: String?
        var byteCount: Int?
        var created: Double?
        var isPreset: Bool?
        var name: String?
        var isFirst = true
        guard begin(UInt8(ascii: "{")) else { return nil }
        while let key = nextMember(&isFirst) {
            switch key {
            case "id" where id == nil:
                guard let value = string().flatMap(UUID.init(uuidString:)) else { return nil }
                id = value
            case "fileName" where fileName == nil:
                guard let value = string().flatMap({ StoredPhoto.isPlainFileName($0) ? $0 : nil }) else {
                    return nil
                }
                fileName = value
            case "byteCount" where byteCount == nil:
                guard let value = integer().flatMap({ $0 >= 0 ? $0 : nil }) else { return nil }
                byteCount = value
            case "createdAt" where created == nil:
                guard let value = number() else { return nil }
                created = value
            case "isPreset" where isPreset == nil:
                guard let value = boolean() else { return nil }
                isPreset = value
            case "name" where name == nil:
                guard let value = string() else { return nil }
                name = value
            default: return nil
            }
        }
        guard !failed, let id, let fileName, let byteCount, let created, let isPreset else { return nil }
        return Photo(
            id: Photo.ID(id), fileName: fileName, byteCount: byteCount,
            createdAt: Date(timeIntervalSince1970: created), isPreset: isPreset, name: name ?? "")
    }

    private mutating func noteColor() -> NoteColor? {
        guard let channels = array({ $0.number() }), channels.count == 4,
            channels.allSatisfy({ (0...1).contains($0) })
        else { return nil }
        return NoteColor(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
    }

    // MARK: Structure

    mutating func begin(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// The next key of an object (positioned after its colon), or nil at the closing brace or
    /// on malformed input (then ``failed`` is set).
    mutating func nextMember(_ isFirst: inout Bool) -> String? {
        skipWhitespace()
        guard index < bytes.count else { return fail() }
        if bytes[index] == UInt8(ascii: "}") && isFirst {
            index += 1
            return nil
        }
        if !isFirst {
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return nil
            }
            guard bytes[index] == UInt8(ascii: ",") else { return fail() }
            index += 1
        }
        isFirst = false
        guard let key = string() else { return fail() }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return fail() }
        index += 1
        return key
    }

    /// An array whose elements `element` reads, or nil (with ``failed`` set) on malformed input.
    mutating func array<Element>(_ element: (inout Self) -> Element?) -> [Element]? {
        guard begin(UInt8(ascii: "[")) else { return fail() }
        var result: [Element] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return result
        }
        while true {
            guard let value = element(&self), !failed else { return fail() }
            result.append(value)
            skipWhitespace()
            guard index < bytes.count else { return fail() }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "]") { return result }
            guard byte == UInt8(ascii: ",") else { return fail() }
        }
    }

    mutating func fail<Value>() -> Value? {
        failed = true
        return nil
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }
}
