import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels

/// Fixed notes, clock and time zone for the editor's wireframes.
enum EditNoteScreenFixtures {
    static let opened = Date(timeIntervalSince1970: 1_800_000_000)
    static let now = Date(timeIntervalSince1970: 1_800_000_600)
    static let picked = Date(timeIntervalSince1970: 1_800_086_400)
    static let utc = TimeZone(identifier: "UTC")!
    static let teal = NoteColor(red: 0, green: 0.5, blue: 0.5)

    static func id(_ number: UInt8) -> Note.ID {
        Note.ID(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, number)))
    }

    /// The id a new note is opened with: the first an incrementing generator hands out.
    static let newNoteID = id(1)

    static let groceries = Note(
        id: id(7), title: "Groceries", content: "Milk\nBread", createdAt: opened.addingTimeInterval(-86_400),
        updatedAt: opened.addingTimeInterval(-3600))

    static let party = Note(
        id: id(8), title: "Party", content: "Saturday at eight. Bring snacks and the good playlist.",
        color: .red, importance: .important, selfDestructDate: picked,
        createdAt: opened.addingTimeInterval(-86_400))

    static let shopping = Note(
        id: id(9), title: "Список покупок 🛒",
        content: "Молоко, хлеб и 🧀 сыр\n家族👨‍👩‍👧 と 🇺🇦 флаг\nCafé crème ❤️", color: teal,
        createdAt: opened)

    @MainActor static func environment(_ language: NotesLanguage = .english) -> EditNoteEnvironment {
        EditNoteEnvironment(now: .fixed(now), language: language, measureLines: EditNoteScreen.lineMeasure)
    }

    @MainActor static func library() -> NotesLibrary {
        NotesLibrary(notebook: Notebook(notes: [groceries, party, shopping]))
    }
}
