import Foundation

/// Photo metadata in the store's schema, coded by hand.
///
/// Keys: `id` (UUID string), `fileName` (a plain name inside `photos/`, never a path),
/// `byteCount`, `createdAt` (seconds since 1970), `isPreset`, and `name` when the photo has one
/// (a file written before names were kept has none, and reads as an empty name).
struct StoredPhoto: Codable {
    var photo: Photo

    init(_ photo: Photo) {
        self.photo = photo
    }

    enum Key: String, CodingKey {
        case id, fileName, byteCount, createdAt, isPreset, name
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let idText = try container.decode(String.self, forKey: .id)
        guard let uuid = UUID(uuidString: idText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: container, debugDescription: "“\(idText)” is not a UUID")
        }
        let fileName = try container.decode(String.self, forKey: .fileName)
        guard Self.isPlainFileName(fileName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .fileName, in: container, debugDescription: "“\(fileName)” is not a plain file name")
        }
        let byteCount = try container.decode(Int.self, forKey: .byteCount)
        guard byteCount >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .byteCount, in: container, debugDescription: "negative byte count")
        }
        photo = Photo(
            id: Photo.ID(uuid),
            fileName: fileName,
            byteCount: byteCount,
            createdAt: Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .createdAt)),
            isPreset: try container.decode(Bool.self, forKey: .isPreset),
            name: try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        )
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(photo.byteCount, forKey: .byteCount)
        try container.encode(photo.createdAt.timeIntervalSince1970, forKey: .createdAt)
        try container.encode(photo.fileName, forKey: .fileName)
        try container.encode(photo.id.rawValue.uuidString, forKey: .id)
        try container.encode(photo.isPreset, forKey: .isPreset)
        if !photo.name.isEmpty { try container.encode(photo.name, forKey: .name) }
    }

    /// Whether a name stays inside `photos/`: not empty, no `/`, not `.` or `..`.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && name != "." && name != ".." && !name.contains("\0")
    }
}
