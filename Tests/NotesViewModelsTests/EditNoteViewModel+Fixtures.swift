import Foundation
import NotesCore
import NotesViewModels

extension EditNoteEnvironment {
    /// A clock stopped at `Note.later`, English, one line per started `width` characters, the
    /// default self-destruct rule (one day later), and a fresh colour memory each time.
    static var fixture: EditNoteEnvironment {
        EditNoteEnvironment(
            now: .fixed(Note.later), language: .english,
            measureLines: { paragraph, width in max(1, (paragraph.count + width - 1) / max(width, 1)) })
    }
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

    /// Picks `color` the way a user does: a long press on the custom square opens the picker, the
    /// hex is typed, Done is tapped and the outcome forwarded, as a front end would.
    func pickColor(_ color: NoteColor) {
        colorSelector.squareLongPressed(.custom)
        guard case .colorPicker(let route) = destination.value else { return }
        let picker = ColorPickerViewModel(route: route, language: language)
        picker.hexEntered(color.hex())
        picker.doneTapped()
        if let outcome = picker.outcome.value { colorPickerFinished(outcome) }
    }
}

extension Note.ID {
    /// The first id an incrementing generator hands out.
    static let firstGenerated = Note.ID(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)
}
