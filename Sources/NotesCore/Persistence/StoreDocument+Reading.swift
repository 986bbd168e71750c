import Foundation

/// Reading `notes.json` tolerantly.
extension StoreDocument {
    /// What could be made of the bytes of `notes.json`.
    enum ReadOutcome {
        /// Every entry was read.
        case complete(StoreContents)
        /// Some or all of the file could not be read; the contents are what was recovered.
        case partial(StoreContents, UnreadableStore.Reason, [DroppedEntry])
        /// The file declares a version newer than ``StoreDocument/currentVersion``.
        case newerVersion(Int)
        /// The file declares a version that is not an `Int` (too large, a fraction, a string),
        /// as written.
        case unreadableVersion(String)
    }

    /// Reads `notes.json`: a well-formed file through ``StoreDocumentParser``, sound JSON note by
    /// note and photo by photo with `JSONDecoder`, and anything else (truncated, not JSON, the
    /// wrong shape) with ``StoreDocumentParser/salvage(_:)``, which keeps every whole entry,
    /// resuming after damage inside one at the next.
    ///
    /// A key that occurs twice in one object is damage, never resolved by keeping one value:
    /// the salvage's contents are returned with the file reported unreadable. A `version` that
    /// is a number or string but not an `Int`, or an `Int` below the current one, is a version
    /// this code cannot read.
    ///
    /// The reason always comes from `JSONDecoder`, so it says where and why.
    /// - Complexity: O(*n*) in the size of the data.
    static func read(_ data: Data) -> ReadOutcome {
        if let contents = StoreDocumentParser.parse(data) { return .complete(contents) }
        let salvage = StoreDocumentParser.salvage(data)
        if let version = salvage.version, version > currentVersion { return .newerVersion(version) }
        if let text = salvage.unreadableVersion { return .unreadableVersion(text) }
        if let key = salvage.duplicateKeys.first {
            return .partial(
                salvage.contents, .unexpectedStructure(detail: "the key “\(key)” occurs more than once"),
                salvage.dropped)
        }
        if salvage.hasDuplicateEntryKeys {
            return .partial(salvage.contents, .malformedEntries, salvage.dropped)
        }
        let decoder = JSONDecoder()
        let document: StoreDocument
        do {
            document = try decoder.decode(StoreDocument.self, from: data)
        } catch {
            if let header = try? decoder.decode(Header.self, from: data), header.version > currentVersion {
                return .newerVersion(header.version)
            }
            let reason: UnreadableStore.Reason
            if let error = error as? DecodingError {
                if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                    reason = .notJSON(detail: error.storeDescription)
                } else {
                    reason = .unexpectedStructure(detail: error.storeDescription)
                }
            } else {
                reason = .notJSON(detail: "\(error)")
            }
            return .partial(salvage.contents, reason, salvage.dropped)
        }
        if document.version > currentVersion { return .newerVersion(document.version) }
        guard document.version == currentVersion else {
            return .partial(
                StoreContents(),
                .unexpectedStructure(detail: "version \(document.version) is not a store version"),
                [])
        }
        var contents = StoreContents()
        contents.notes.reserveCapacity(document.notes.count)
        var dropped: [DroppedEntry] = []
        var strayElements: [String] = []
        func read<Stored>(
            _ entries: [StoreEntry<Stored>], _ kind: DroppedEntry.Kind, into add: (Stored) -> Void
        ) {
            var strays = 0
            for (index, entry) in entries.enumerated() {
                switch entry.result {
                case .success(let stored): add(stored)
                case .failure where !entry.isObject:
                    // Not an entry: nothing of a note or photo is in it, and the entries after it
                    // keep their places.
                    strays += 1
                    strayElements.append("\(kind == .note ? "notes" : "photos").\(index)")
                case .failure(let error):
                    dropped.append(
                        DroppedEntry(
                            kind: kind, index: index - strays, rawID: entry.rawID,
                            reason: error.storeDescription))
                }
            }
        }
        read(document.notes, .note) { contents.notes.append($0.note) }
        read(document.photos, .photo) { contents.photos.append($0.photo) }
        if dropped.isEmpty, let stray = strayElements.first {
            return .partial(contents, .unexpectedStructure(detail: "\(stray) is not an entry"), [])
        }
        return dropped.isEmpty ? .complete(contents) : .partial(contents, .malformedEntries, dropped)
    }
}

/// Short, stable descriptions of decoding errors for ``UnreadableStore`` and ``DroppedEntry``.
extension DecodingError {
    /// `path: what went wrong`, such as `notes.2.title: expected String`.
    var storeDescription: String { storeDescription(under: "") }

    /// The description with `prefix` (such as `notes.2`) put before the coding path, for an error
    /// from decoding one entry on its own.
    func storeDescription(under prefix: String) -> String {
        func path(_ context: Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            let text = ((prefix.isEmpty ? [] : [prefix]) + keys).joined(separator: ".")
            return text.isEmpty ? "" : "\(text): "
        }
        switch self {
        case .typeMismatch(let type, let context): return "\(path(context))expected \(type)"
        case .valueNotFound(let type, let context): return "\(path(context))missing \(type) value"
        case .keyNotFound(let key, let context): return "\(path(context))missing key “\(key.stringValue)”"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey]
            return "\(path(context))\(context.debugDescription)" + (underlying.map { " (\($0))" } ?? "")
        @unknown default: return "\(prefix.isEmpty ? "" : "\(prefix): ")\(self)"
        }
    }
}
