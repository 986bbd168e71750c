import Foundation

/// Reading one entry of a damaged `notes.json` on its own.
extension StoreDocumentParser {
    /// What one complete JSON value in the `notes` or `photos` array turned out to be.
    enum DecodedEntry {
        /// A note that decoded.
        case note(Note)
        /// A photo that decoded.
        case photo(Photo)
        /// A value that is not an entry of its array's schema.
        case malformed(DroppedEntry)

        /// Whether the value decoded as an entry.
        var isEntry: Bool {
            if case .malformed = self { return false }
            return true
        }
    }

    /// Decodes the complete value in `range` and adds it to the salvage: its note or photo, or
    /// the reason it was dropped.
    ///
    /// - Complexity: O(*n*) in the length of the range.
    mutating func decodeEntry(
        _ kind: DroppedEntry.Kind, _ range: Range<Int>, position: Int, into salvage: inout Salvage
    ) {
        switch decodedEntry(kind, range, position: position) {
        case .note(let note):
            salvage.contents.notes.append(note)
            salvage.recovered.append((.note, range))
        case .photo(let photo):
            salvage.contents.photos.append(photo)
            salvage.recovered.append((.photo, range))
        case .malformed(let dropped):
            salvage.dropped.append(dropped)
            salvage.droppedStarts.append(range.lowerBound)
        }
    }

    /// Decodes the complete value in `range` as an entry of `kind` at `position` in its array.
    ///
    /// Through the strict reader, else through `JSONDecoder` (which accepts what the strict
    /// reader leaves to it, and says why an entry is malformed). An entry holding a key twice is
    /// malformed: `JSONDecoder` would keep one of the values and lose the other silently.
    ///
    /// Leaves the index at an unspecified place.
    /// - Complexity: O(*n*) in the length of the range.
    mutating func decodedEntry(_ kind: DroppedEntry.Kind, _ range: Range<Int>, position: Int) -> DecodedEntry
    {
        index = range.lowerBound
        failed = false
        switch kind {
        case .note:
            if let note = note(), !failed, index == range.upperBound { return .note(note) }
        case .photo:
            if let photo = photo(), !failed, index == range.upperBound { return .photo(photo) }
        }
        failed = false
        let path = "\(kind == .note ? "notes" : "photos").\(position)"
        index = range.lowerBound
        if let key = repeatedKey(depth: 1) {
            foundDuplicateEntryKey = true
            failed = false
            return .malformed(
                DroppedEntry(
                    kind: kind, index: position,
                    rawID: rawID(from: range.lowerBound, before: range.upperBound),
                    reason: "\(path): the key “\(key)” occurs more than once"))
        }
        failed = false
        let slice = Data(UnsafeBufferPointer(rebasing: bytes[range]))
        let failure: (error: DecodingError, rawID: String?)
        switch kind {
        case .note:
            switch Self.decode(StoredNote.self, from: slice) {
            case .success(let stored): return .note(stored.note)
            case .failure(let error, let rawID): failure = (error, rawID)
            }
        case .photo:
            switch Self.decode(StoredPhoto.self, from: slice) {
            case .success(let stored): return .photo(stored.photo)
            case .failure(let error, let rawID): failure = (error, rawID)
            }
        }
        return .malformed(
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

    /// The `id` string of the damaged entry starting at `start`: the string after the first
    /// `"id":` member key before `limit`, when it is readable and ends by `limit`, else nil.
    ///
    /// The writer escapes every `"` inside a string, so `"id"` followed by `:` is always a key;
    /// the id is found even when the damage comes before it. Only the first such key counts,
    /// so a damaged id is never replaced by a later entry's.
    /// - Complexity: O(*n*) in `limit - start`.
    mutating func rawID(from start: Int, before limit: Int) -> String? {
        var candidate = start
        while candidate < limit {
            defer { candidate += 1 }
            guard bytes[candidate] == UInt8(ascii: "\"") else { continue }
            index = candidate
            failed = false
            guard matches("\"id\"") else { continue }
            skipWhitespace()
            guard index < limit, bytes[index] == UInt8(ascii: ":") else { continue }
            index += 1
            guard let id = string(), !failed, index <= limit else { return nil }
            return id
        }
        return nil
    }
}
