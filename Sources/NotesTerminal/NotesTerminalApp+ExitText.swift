import NotesCore
import NotesViewModels

/// What the terminal app prints once the terminal is restored: the notes the user shared, and
/// what it could not save.
extension NotesTerminalApp {
    /// The shared texts to print once the terminal is restored, each followed by a line break, with
    /// every control character but line breaks and tabs shown visibly (`␛`), so nothing the user
    /// typed, pasted or loaded acts on the terminal after exit either; empty when nothing was shared.
    ///
    /// - Complexity: O(*n*) in the length of the shared texts.
    public var exitText: String {
        sharedTexts.map { NotesTerminalText.printable($0) + "\n" }.joined()
    }

    /// What the app ends without having saved, to print on standard error once the terminal is
    /// restored: a line saying why, then each note as its title, a blank line and its text
    /// (``NotesViewModels/AppViewModel/unsavedNotes``), printable as ``exitText`` is; empty when
    /// everything is saved.
    ///
    /// A signal on a full disk, a quit without saving, a read-only store: whatever the way out,
    /// nothing the user typed goes without a word, and the terminal's scrollback keeps it.
    ///
    /// - Complexity: O(*n*) in the length of the unsaved notes, plus finding them
    ///   (``NotesViewModels/AppViewModel/unsavedNotes``).
    public var lossText: String { loss(printable: true) }

    /// ``lossText`` with the notes' text as typed, control characters included, for a file that
    /// keeps it (``UnsavedNotesFile``) rather than a terminal; empty when everything is saved.
    var lossFileText: String { loss(printable: false) }

    /// The reason and the unsaved notes, each shown by ``NotesTerminalText/printable(_:)`` when
    /// `printable`.
    private func loss(printable: Bool) -> String {
        let notes = app.unsavedNotes
        guard !notes.isEmpty else { return "" }
        let reason: String? =
            switch app.saveStatus.value {
            case .failed(let failure): NotesTerminalText.saveFailure(failure, language: language)
            case .readOnly: AppText.saveStatus(.readOnly, language: language)
            case .saved, .pending, .saving: nil
            }
        let texts = notes.map { note in
            let text = NoteTextDocument(title: note.title, content: note.content).text(in: .plainText)
            return printable ? NotesTerminalText.printable(text) : text
        }
        return NotesTerminalText.notSaved(count: notes.count, reason: reason, language: language) + "\n\n"
            + texts.joined(separator: "\n")
    }
}
