import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels

/// The words the terminal front end adds to the screens, in English and Russian: key hints and
/// questions; the save status, notices and launch failures are `AppText`'s.
enum NotesTerminalText {
    static func hint(_ english: String, _ russian: String, _ language: NotesLanguage) -> String {
        language == .russian ? russian : english
    }

    /// Why Ctrl-S saved nothing, or a self-destruct step did nothing, over the editor.
    static func refused(_ refusal: EditorRefusal, language: NotesLanguage) -> String {
        switch refusal {
        case .done(let blocker):
            hint("Not saved: ", "Не сохранено: ", language)
                + EditNoteText.doneDisabledReason(blocker, language: language)
        case .selfDestructStepIntoPast:
            hint(
                "The self-destruct date must be in the future.",
                "Дата самоуничтожения должна быть в будущем.", language)
        }
    }

    /// Asks before the ticked notes are deleted, saying how many.
    static func deleteTickedQuestion(count: Int, language: NotesLanguage) -> String {
        switch language {
        case .english:
            return count == 1 ? "Delete 1 ticked note? y / n" : "Delete \(count) ticked notes? y / n"
        case .russian:
            let notes =
                switch PluralCategory(count: count, language: .russian) {
                case .one: "отмеченную заметку"
                case .few: "отмеченные заметки"
                case .many, .other: "отмеченных заметок"
                }
            return "Удалить \(count) \(notes)? y / n"
        }
    }

    /// The save status at the right of the top line.
    static func status(_ status: AppSaveStatus, language: NotesLanguage) -> String {
        AppText.saveStatus(status, language: language)
    }

    /// The lines of a notice's dialog.
    static func notice(_ notice: AppNotice, language: NotesLanguage) -> (title: String, body: String) {
        let text = AppText.notice(notice, language: language)
        return (text.title, text.message)
    }

    /// A failed save, for the status line and the quit question.
    static func saveFailure(_ failure: AppSaveFailure, language: NotesLanguage) -> String {
        AppText.saveFailure(failure, language: language)
    }

    static func quitWithoutSaving(_ language: NotesLanguage) -> String {
        hint(
            "Press q again to quit without saving, any other key to stay.",
            "Нажмите q ещё раз, чтобы выйти без сохранения, или другую клавишу, чтобы остаться.", language)
    }

    static func launchFailed(_ failure: AppLaunchFailure, language: NotesLanguage) -> [String] {
        [
            AppText.launchFailedTitle(language),
            "",
            failure.directory.path,
            failure.reason,
        ]
    }

    static func deleteQuestion(_ title: String, language: NotesLanguage) -> String {
        hint("Delete “\(title)”? y / n", "Удалить «\(title)»? y / n", language)
    }

    static func discardQuestion(_ language: NotesLanguage) -> String {
        hint("Discard your changes? y / n", "Отменить изменения? y / n", language)
    }

    /// What became of a shared note, for the footer.
    static func shared(_ outcome: ShareOutcome, language: NotesLanguage) -> String {
        switch outcome {
        case .copiedToClipboard:
            hint("Shared: copied to the clipboard", "Поделились: скопировано в буфер обмена", language)
        case .savedToFile(let path):
            hint("Shared: saved to \(path)", "Поделились: сохранено в \(path)", language)
        case .failed(let reason):
            hint(
                "Not shared (\(reason)); printed when notes exits",
                "Не удалось поделиться (\(reason)); будет выведено при выходе", language)
        case .keptForExit:
            hint("Shared: printed when notes exits", "Поделились: будет выведено при выходе", language)
        }
    }

    /// The line before the notes printed on exit because they could not be saved (see
    /// ``NotesTerminalApp/lossText``), with why when it is known.
    static func notSaved(count: Int, reason: String?, language: NotesLanguage) -> String {
        let why = reason.map { " (\($0))" } ?? ""
        if language == .russian { return "notes: не сохранено заметок: \(count)\(why); их текст ниже:" }
        return count == 1
            ? "notes: 1 note was not saved\(why); its text follows:"
            : "notes: \(count) notes were not saved\(why); their text follows:"
    }

    /// Said when text is pasted where the editor's focus takes none (colour, importance,
    /// self-destruct).
    static func nothingToPasteInto(_ language: NotesLanguage) -> String {
        hint(
            "Nothing here takes text: Tab to the title or the text, then paste again.",
            "Здесь нельзя вставить текст: перейдите Tab к заголовку или тексту и вставьте снова.", language)
    }

    /// Where the unsaved notes printed before it are also kept (``UnsavedNotesFile``), or that no
    /// file could keep them (`path` nil).
    static func unsavedCopy(at path: String?, language: NotesLanguage) -> String {
        guard let path else {
            return hint(
                "notes: no file could keep a copy of them; copy the text above.",
                "notes: копию не удалось записать в файл; скопируйте текст выше.", language)
        }
        return hint("notes: a copy is kept in ", "notes: копия сохранена в ", language)
            + TextLine.sanitized(path)
    }

    /// `text` for printing to a terminal after exit: line breaks and tabs kept, every other control
    /// character shown as ``NotesTextUI/TextLine/sanitized(_:)`` shows it.
    static func printable(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).map(TextLine.sanitized)
                .joined(separator: "\t")
        }.joined(separator: "\n")
    }

    static func acknowledge(_ language: NotesLanguage) -> String {
        hint("Press Enter", "Нажмите Enter", language)
    }

    /// Said in the pager where a photo cannot be drawn, with why.
    static func noPreview(_ error: PhotoDecodeError, language: NotesLanguage) -> String {
        hint("No preview: \(error)", "Нет превью: файл не удаётся показать", language)
    }

    /// Said in the pager while the photo is decoded to be drawn.
    static func drawingPhoto(_ language: NotesLanguage) -> String {
        hint("Drawing the photo…", "Фото рисуется…", language)
    }

    /// Said in a gallery cell whose thumbnail cannot be drawn.
    static func noPreviewWord(_ language: NotesLanguage) -> String {
        hint("no preview", "нет превью", language)
    }
}
