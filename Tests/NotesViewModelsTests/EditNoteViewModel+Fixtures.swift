import Foundation
import NotesCore
import NotesViewModels

extension EditNoteEnvironment {
    /// A clock stopped at `Note.later`, English, one line per started `width` characters, and the
    /// default self-destruct rule (one day later).
    static let fixture = EditNoteEnvironment(
        now: .fixed(Note.later), language: .english,
        measureLines: { paragraph, width in max(1, (paragraph.count + width - 1) / max(width, 1)) })
}

extension NotesLibrary {
    /// A library holding `Note.groceries` and `Note.expiring`.
    static func fixture() -> NotesLibrary {
        NotesLibrary(notebook: Notebook(notes: [.groceries, .expiring]))
    }
}

extension EditNoteViewModel {
    /// An editor for a new note, its id the first of an incrementing generator.
    static func newNote(in library: NotesLibrary, environment: EditNoteEnvironment = .fixture)
        -> EditNoteViewModel
    {
        EditNoteViewModel(newNoteIn: library, ids: .incrementing(), environment: environment)
    }

    /// An editor for `note`, which `library` must hold.
    static func editing(
        _ note: Note, in library: NotesLibrary, environment: EditNoteEnvironment = .fixture
    ) throws -> EditNoteViewModel {
        try EditNoteViewModel(editing: note.id, in: library, environment: environment)
    }
}

extension Note.ID {
    /// The first id an incrementing generator hands out.
    static let firstGenerated = Note.ID(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)
}
