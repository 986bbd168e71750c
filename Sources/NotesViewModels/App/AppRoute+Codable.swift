import Foundation
import NotesCore

/// A route encodes as one key naming the screen, holding the UUID it shows: `{"editNote": "…"}`.
extension AppRoute: Codable {
    private enum CodingKeys: String, CodingKey {
        case editNote, newNote, colorPicker, photoPager
    }

    /// Decodes a route; a key this version does not know is a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: "expected exactly one known route key"))
        }
        let id = try container.decode(UUID.self, forKey: key)
        switch key {
        case .editNote: self = .editNote(Note.ID(id))
        case .newNote: self = .newNote(Note.ID(id))
        case .colorPicker: self = .colorPicker(Note.ID(id))
        case .photoPager: self = .photoPager(Photo.ID(id))
        }
    }

    /// Encodes the route as its key and UUID.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .editNote(let id): try container.encode(id.rawValue, forKey: .editNote)
        case .newNote(let id): try container.encode(id.rawValue, forKey: .newNote)
        case .colorPicker(let id): try container.encode(id.rawValue, forKey: .colorPicker)
        case .photoPager(let id): try container.encode(id.rawValue, forKey: .photoPager)
        }
    }
}
