import Foundation
import NotesCore

extension Note {
    static let opened = Date(timeIntervalSince1970: 1_800_000_000)
    static let later = Date(timeIntervalSince1970: 1_800_000_600)
    static let picked = Date(timeIntervalSince1970: 1_800_086_400)

    /// An existing note without a self-destruct date.
    static let groceries = Note(
        id: .fixture(7), title: "Groceries", content: "Milk\nBread",
        createdAt: opened.addingTimeInterval(-86_400),
        updatedAt: opened.addingTimeInterval(-3600))

    /// An existing note that self-destructs.
    static let expiring = Note(
        id: .fixture(8), title: "Party", content: "Saturday", color: NoteColor(red: 1, green: 0, blue: 0),
        importance: .important, selfDestructDate: picked, createdAt: opened.addingTimeInterval(-86_400))
}
