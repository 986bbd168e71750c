import Foundation

/// A note in the store's schema, coded by hand so the file format never follows model changes
/// by accident.
///
/// Keys: `id` (UUID string), `title`, `content`, `color` (`[red, green, blue, alpha]`, each
/// `0...1`, exact), `importance` (`"unimportant"`, `"normal"`, `"important"`), `createdAt`,
/// `updatedAt`, the optional `selfDestructDate` (seconds since 1970) and the optional
/// `conflictOf` (the UUID of the note a conflicted copy stands beside).
struct StoredNote: Codable {
    var note: Note

    init(_ note: Note) {
        self.note = note
    }

    enum Key: String, CodingKey {
        case id, title, content, color, importance, selfDestructDate, createdAt, updatedAt, conflictOf
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let idText = try container.decode(String.self, forKey: .id)
        guard let uuid = UUID(uuidString: idText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: container, debugDescription: "“\(idText)” is not a UUID")
        }
        let importanceText = try container.decode(String.self, forKey: .importance)
        guard let importance = Importance(rawValue: importanceText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .importance, in: container, debugDescription: "unknown importance “\(importanceText)”"
            )
        }
        var channels = try container.nestedUnkeyedContainer(forKey: .color)
        var values: [Double] = []
        while !channels.isAtEnd { values.append(try channels.decode(Double.self)) }
        guard values.count == 4, values.allSatisfy({ (0...1).contains($0) }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .color, in: container, debugDescription: "a colour is four numbers in 0...1")
        }
        note = Note(
            id: Note.ID(uuid),
            title: try container.decode(String.self, forKey: .title),
            content: try container.decode(String.self, forKey: .content),
            color: NoteColor(red: values[0], green: values[1], blue: values[2], alpha: values[3]),
            importance: importance,
            selfDestructDate: try container.decodeIfPresent(Double.self, forKey: .selfDestructDate)
                .map(Date.init(timeIntervalSince1970:)),
            createdAt: Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .createdAt)),
            updatedAt: Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .updatedAt)),
            conflictedCopyOf: try container.decodeIfPresent(String.self, forKey: .conflictOf)
                .flatMap(UUID.init(uuidString:)).map(Note.ID.init)
        )
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var channels = container.nestedUnkeyedContainer(forKey: .color)
        try channels.encode(note.color.red)
        try channels.encode(note.color.green)
        try channels.encode(note.color.blue)
        try channels.encode(note.color.alpha)
        try container.encodeIfPresent(note.conflictedCopyOf?.rawValue.uuidString, forKey: .conflictOf)
        try container.encode(note.content, forKey: .content)
        try container.encode(note.createdAt.timeIntervalSince1970, forKey: .createdAt)
        try container.encode(note.id.rawValue.uuidString, forKey: .id)
        try container.encode(note.importance.rawValue, forKey: .importance)
        try container.encodeIfPresent(note.selfDestructDate?.timeIntervalSince1970, forKey: .selfDestructDate)
        try container.encode(note.title, forKey: .title)
        try container.encode(note.updatedAt.timeIntervalSince1970, forKey: .updatedAt)
    }
}
