import Foundation
import NotesCore
import NotesViewModels

/// The words the terminal front end adds to the screens, in English and Russian: key hints,
/// questions, the save status and notices.
enum NotesTerminalText {
    static func hint(_ english: String, _ russian: String, _ language: NotesLanguage) -> String {
        language == .russian ? russian : english
    }

    /// The save status at the right of the top line.
    static func status(_ status: AppSaveStatus, language: NotesLanguage) -> String {
        switch status {
        case .saved: hint("Saved", "Сохранено", language)
        case .pending: hint("Unsaved", "Не сохранено", language)
        case .saving: hint("Saving…", "Сохранение…", language)
        case .readOnly: hint("Read-only", "Только чтение", language)
        case .failed: hint("Save failed, retrying", "Ошибка сохранения, повтор", language)
        }
    }

    /// The lines of a notice's dialog.
    static func notice(_ notice: AppNotice, language: NotesLanguage) -> (title: String, body: String) {
        switch notice {
        case .storeRecovered(let problem):
            return (
                hint("Notes were damaged", "Заметки повреждены", language),
                hint(
                    "\(problem.file.path) could not be read in full; what could be read is shown. An untouched copy is at \(problem.keptAside.path). Saving will replace the damaged file.",
                    "Файл \(problem.file.path) прочитан не полностью; показано то, что удалось прочитать. Нетронутая копия: \(problem.keptAside.path). Сохранение заменит повреждённый файл.",
                    language)
            )
        case .openedReadOnly(let directory, let reason):
            return readOnlyNotice(directory: directory, reason: reason, language: language)
        case .newerVersion(let file, let found, let supported):
            return (
                hint("Notes from a newer version", "Заметки из новой версии", language),
                hint(
                    "\(file.path) has version \(found); this version reads up to \(supported). It is left untouched and nothing will be saved.",
                    "У файла \(file.path) версия \(found); эта версия читает до \(supported). Файл не изменяется, ничего не сохраняется.",
                    language)
            )
        }
    }

    /// Why the store was opened read-only, in the user's words.
    static func readOnlyNotice(directory: URL, reason: StoreReadOnlyReason, language: NotesLanguage)
        -> (title: String, body: String)
    {
        let why: String
        switch reason {
        case .inUse(let processID):
            let process = processID.map { " (\(hint("process", "процесс", language)) \($0))" } ?? ""
            why = hint(
                "Another notes app\(process) has \(directory.path) open.",
                "Другая программа notes\(process) уже открыла \(directory.path).", language)
        case .lockUnavailable(let error):
            why = hint(
                "\(directory.path) cannot be written (\(error)).",
                "В \(directory.path) нельзя писать (\(error)).",
                language)
        case .requested:
            why = hint(
                "\(directory.path) was opened read-only.", "\(directory.path) открыта только для чтения.",
                language)
        }
        return (
            hint("Notes are read-only", "Заметки только для чтения", language),
            why + " "
                + hint(
                    "You can read and search them; changes are not saved.",
                    "Их можно читать и искать; изменения не сохраняются.", language)
        )
    }

    /// A failed save, for the status line and the quit question.
    static func saveFailure(_ failure: AppSaveFailure, language: NotesLanguage) -> String {
        hint(
            "Not saved to \(failure.file.path): \(failure.error)",
            "Не сохранено в \(failure.file.path): \(failure.error)", language)
    }

    static func quitWithoutSaving(_ language: NotesLanguage) -> String {
        hint(
            "Press q again to quit without saving, any other key to stay.",
            "Нажмите q ещё раз, чтобы выйти без сохранения, или другую клавишу, чтобы остаться.", language)
    }

    static func launchFailed(_ failure: AppLaunchFailure, language: NotesLanguage) -> [String] {
        [
            hint("Notes could not be opened", "Не удалось открыть заметки", language),
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

    static func acknowledge(_ language: NotesLanguage) -> String {
        hint("Press Enter", "Нажмите Enter", language)
    }
}
