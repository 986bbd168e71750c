import Foundation

/// The whole `notes.json`: `{"notes": [...], "photos": [...], "version": 1}`.
///
/// Encoding is deterministic (sorted keys, arrays in the given order, no pretty printing).
/// Decoding is per entry: a malformed note or photo becomes a failed ``StoreEntry`` instead of
/// failing the document.
struct StoreDocument: Codable {
    /// The schema version this code reads and writes.
    static let currentVersion = 1

    var version: Int
    var notes: [StoreEntry<StoredNote>]
    var photos: [StoreEntry<StoredPhoto>]

    enum Key: String, CodingKey {
        case version, notes, photos
    }

    init(_ contents: StoreContents) {
        version = Self.currentVersion
        notes = contents.notes.map { StoreEntry(.success(StoredNote($0))) }
        photos = contents.photos.map { StoreEntry(.success(StoredPhoto($0))) }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        version = try container.decode(Int.self, forKey: .version)
        notes = try container.decode([StoreEntry<StoredNote>].self, forKey: .notes)
        photos = try container.decode([StoreEntry<StoredPhoto>].self, forKey: .photos)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(notes, forKey: .notes)
        try container.encode(photos, forKey: .photos)
        try container.encode(version, forKey: .version)
    }

    /// Encodes contents as the bytes of `notes.json` (through ``StoreDocumentWriter``, whose
    /// output equals `JSONEncoder`'s with sorted keys and unescaped slashes).
    static func encode(_ contents: StoreContents) throws -> Data {
        try StoreDocumentWriter.encode(contents)
    }

    /// Only the version, read before the rest so a newer file is refused even when the rest of
    /// its schema is unknown.
    struct Header: Decodable {
        var version: Int
    }
}
