import Foundation
import NotesCore

/// The words about drafts kept when the app had to end, in English and Russian: the offer made on
/// the next launch (``AppViewModel/keptDraft``) and the question before quitting loses a draft.
///
/// Pure functions of their arguments, like the screens' other texts.
public enum AppDraftText {
    /// The offer's heading: "A note was kept", "Заметка сохранена".
    public static func offerTitle(_ language: NotesLanguage) -> String {
        language == .russian ? "Заметка сохранена" : "A note was kept"
    }

    /// The offer: names the note (its title, or "Untitled") and says what happened.
    public static func offer(_ note: Note, language: NotesLanguage) -> String {
        let title = note.title.trimmingCharacters(in: .whitespacesAndNewlines)
        if language == .russian {
            let name = title.isEmpty ? "Без названия" : "«\(title)»"
            return "Когда приложение закрылось, вы набирали заметку \(name). Она сохранена как черновик."
        }
        let name = title.isEmpty ? "Untitled" : "“\(title)”"
        return "You were typing the note \(name) when the app was closed. It was kept as a draft."
    }

    /// The action that opens the kept draft in the editor: "Restore", "Восстановить".
    public static func restore(_ language: NotesLanguage) -> String {
        language == .russian ? "Восстановить" : "Restore"
    }

    /// The action that lets the kept draft go: "Discard", "Удалить".
    public static func discard(_ language: NotesLanguage) -> String {
        language == .russian ? "Удалить" : "Discard"
    }

    /// The action that closes the offer and keeps the draft for the next launch: "Later",
    /// "Позже" (``AppViewModel/keptDraftDismissed()``).
    public static func later(_ language: NotesLanguage) -> String {
        language == .russian ? "Позже" : "Later"
    }

    /// The question before Discard deletes the kept draft for good, naming the note (its title, or
    /// "Untitled").
    public static func discardQuestion(_ note: Note, language: NotesLanguage) -> String {
        let title = note.title.trimmingCharacters(in: .whitespacesAndNewlines)
        if language == .russian {
            let name = title.isEmpty ? "Без названия" : "«\(title)»"
            return "Удалить сохранённую заметку \(name) навсегда?"
        }
        let name = title.isEmpty ? "Untitled" : "“\(title)”"
        return "Delete the kept note \(name) for good?"
    }

    /// The question before quitting would lose the note being typed (a new note).
    public static func quitDiscardingQuestion(_ language: NotesLanguage) -> String {
        language == .russian
            ? "Выйти и потерять набираемую заметку?"
            : "Quit and lose the note you are typing?"
    }

    /// The question before quitting would lose the changes to a note that exists already.
    public static func quitDiscardingChangesQuestion(_ language: NotesLanguage) -> String {
        language == .russian ? "Выйти и потерять изменения?" : "Quit and lose your changes?"
    }
}
