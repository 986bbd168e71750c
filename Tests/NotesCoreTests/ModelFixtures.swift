import Foundation
import NotesCore

extension Date {
    /// 2026-03-20 12:00:00 UTC.
    static let march20Noon = Date(timeIntervalSince1970: 1_774_008_000)
}

extension Note.ID {
    /// The id `00000000-0000-0000-0000-0000000000NN`.
    static func number(_ n: UInt8) -> Note.ID {
        Note.ID(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, n)))
    }
}

extension Photo.ID {
    /// The id `00000000-0000-0000-0000-0000000000NN`.
    static func number(_ n: UInt8) -> Photo.ID {
        Photo.ID(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, n)))
    }
}

extension Note {
    /// A note numbered `n`, updated `minutes` after ``Date/march20Noon``.
    static func numbered(
        _ n: UInt8, updatedMinutesAfterReference minutes: Double = 0, selfDestructDate: Date? = nil
    ) -> Note {
        Note(
            id: .number(n),
            title: "Note \(n)",
            selfDestructDate: selfDestructDate,
            createdAt: .march20Noon,
            updatedAt: Date.march20Noon.addingTimeInterval(minutes * 60)
        )
    }

    /// A note with the given title and content and no other data.
    static func displaying(title: String = "", content: String) -> Note {
        Note(id: .number(1), title: title, content: content, createdAt: .march20Noon)
    }
}

extension Photo {
    /// A photo numbered `n`.
    static func numbered(_ n: UInt8, isPreset: Bool = false) -> Photo {
        Photo(
            id: .number(n), fileName: "\(n).png", byteCount: Int(n) * 100, createdAt: .march20Noon,
            isPreset: isPreset)
    }
}
