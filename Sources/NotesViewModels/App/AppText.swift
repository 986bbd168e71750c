import Foundation
import NotesCore

/// The words of the app shell, in English and Russian: the save status, notices, a failed save
/// and a failed launch.
///
/// Pure functions of their arguments; the language comes in as a value (the environment's
/// ``AppEnvironment/language``). ``AppViewModel/saveStatusText`` and
/// ``AppViewModel/noticeText`` give the current ones as properties.
public enum AppText {
    /// The save status, short enough for a status line: "Saved", "Unsaved", "Saving…",
    /// "Read-only", "Save failed, retrying".
    public static func saveStatus(_ status: AppSaveStatus, language: NotesLanguage) -> String {
        switch status {
        case .saved: words("Saved", "Сохранено", language)
        case .pending: words("Unsaved", "Не сохранено", language)
        case .saving: words("Saving…", "Сохранение…", language)
        case .readOnly: words("Read-only", "Только чтение", language)
        case .failed: words("Save failed, retrying", "Ошибка сохранения, повтор", language)
        }
    }

    /// A notice's title and message, for an alert.
    public static func notice(_ notice: AppNotice, language: NotesLanguage) -> AppNoticeText {
        switch notice {
        case .storeRecovered(let problem):
            AppNoticeText(
                title: words("Notes were damaged", "Заметки повреждены", language),
                message: words(
                    "\(problem.file.path) could not be read in full; what could be read is shown. An untouched copy is at \(problem.keptAside.path). Saving will replace the damaged file.",
                    "Файл \(problem.file.path) прочитан не полностью; показано то, что удалось прочитать. Нетронутая копия: \(problem.keptAside.path). Сохранение заменит повреждённый файл.",
                    language))
        case .openedReadOnly(let directory, let reason):
            readOnlyNotice(directory: directory, reason: reason, language: language)
        case .changedOnOtherDevices(let merged, let keptBoth, let keptOverDelete):
            AppText.otherDevicesNotice(
                merged: merged, keptBoth: keptBoth, keptOverDelete: keptOverDelete, language: language)
        case .newerVersion(let file, let found, let supported):
            AppNoticeText(
                title: words("Notes from a newer version", "Заметки из новой версии", language),
                message: words(
                    "\(file.path) has version \(found); this version reads up to \(supported). It is left untouched and nothing will be saved.",
                    "У файла \(file.path) версия \(found); эта версия читает до \(supported). Файл не изменяется, ничего не сохраняется.",
                    language))
        }
    }

    /// A failed save as a sentence: the file and the store's reason.
    public static func saveFailure(_ failure: AppSaveFailure, language: NotesLanguage) -> String {
        words(
            "Not saved to \(failure.file.path): \(failure.error)",
            "Не сохранено в \(failure.file.path): \(failure.error)", language)
    }

    /// The title shown instead of the app when the store could not be opened; show the failure's
    /// ``AppLaunchFailure/directory`` and ``AppLaunchFailure/reason`` under it.
    public static func launchFailedTitle(_ language: NotesLanguage) -> String {
        words("Notes could not be opened", "Не удалось открыть заметки", language)
    }

    /// What shows while the store is being read: "Opening notes…".
    public static func launching(_ language: NotesLanguage) -> String {
        words("Opening notes…", "Открываю заметки…", language)
    }

    static func words(_ english: String, _ russian: String, _ language: NotesLanguage) -> String {
        language == .russian ? russian : english
    }
}
