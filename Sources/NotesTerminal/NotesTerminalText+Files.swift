import Foundation
import NotesCore
import NotesViewModels
import Terminal

/// The words of the external editor and of exports, in English and Russian.
extension NotesTerminalText {
    /// Why the external edit left the note as it was.
    static func externalEditFailed(_ failure: ExternalEditFailure, language: NotesLanguage) -> String {
        let unchanged = hint(" The note is unchanged.", " Заметка не изменена.", language)
        switch failure {
        case .noEditor:
            return hint(
                "No editor: set $VISUAL or $EDITOR (for example EDITOR=nano) and start notes again.",
                "Нет редактора: задайте $VISUAL или $EDITOR (например, EDITOR=nano) и запустите notes снова.",
                language)
        case .unreadableCommand(let line):
            return hint(
                "The editor command has an unclosed quote: ", "В команде редактора не закрыта кавычка: ",
                language)
                + line + "." + unchanged
        case .fileNotWritten(let reason):
            return hint(
                "The note could not be written for the editor: ",
                "Не удалось записать заметку для редактора: ", language)
                + reason + "." + unchanged
        case .editorFailed(let command, .notStarted):
            return hint("The editor could not be started: ", "Не удалось запустить редактор: ", language)
                + command + "." + unchanged
        case .editorFailed(let command, .exited(let status)):
            return command + hint(" ended with status ", " завершился с кодом ", language) + "\(status)."
                + unchanged
        case .editorFailed(let command, .signalled(let number)):
            return command + hint(" was ended by signal ", " прерван сигналом ", language) + "\(number)."
                + unchanged
        case .fileNotRead(let reason):
            return hint(
                "The edited file could not be read: ", "Не удалось прочитать изменённый файл: ", language)
                + reason + "." + unchanged
        }
    }

    /// The first line of the export prompt: what is exported, as what.
    static func exportHeading(count: Int, format: NoteExportFormat, language: NotesLanguage) -> String {
        let notes =
            language == .russian
            ? "Экспорт заметок (\(count))"
            : count == 1 ? "Export 1 note" : "Export \(count) notes"
        return notes + hint(" as ", " как ", language) + formatName(format, language: language)
            + hint(" (Tab: ", " (Tab: ", language) + formatName(format.other, language: language) + ")"
    }

    /// What is said while the files are written.
    static func exporting(count: Int, folder: String, language: NotesLanguage) -> String {
        let notes =
            language == .russian
            ? "Экспорт заметок (\(count)) в "
            : count == 1 ? "Exporting 1 note to " : "Exporting \(count) notes to "
        return notes + folder + "…"
    }

    /// The prompt before the folder being typed.
    static func exportFolderPrompt(_ language: NotesLanguage) -> String {
        hint("To folder: ", "В папку: ", language)
    }

    /// A format's name.
    static func formatName(_ format: NoteExportFormat, language: NotesLanguage) -> String {
        switch format {
        case .markdown: "Markdown"
        case .plainText: hint("plain text", "простой текст", language)
        }
    }

    /// What became of an export.
    static func exported(_ result: Result<[String], NoteExportError>, folder: String, language: NotesLanguage)
        -> String
    {
        switch result {
        case .success(let names):
            let count =
                language == .russian
                ? "Файлов: \(names.count)" : names.count == 1 ? "1 file" : "\(names.count) files"
            return hint("Exported: ", "Экспорт: ", language) + count + hint(" in ", " в ", language) + folder
        case .failure(.folderUnusable(let error)):
            return hint("Nothing exported: ", "Ничего не экспортировано: ", language)
                + plainFailure(error, language: language) + "."
        case .failure(.writeFailed(let error, let written)):
            return hint("Export stopped: could not write ", "Экспорт прерван: не записан ", language)
                + error.path + " (" + plainFailure(error, language: language, namingPath: false)
                + hint("). Files written: ", "). Записано файлов: ", language) + "\(written.count)."
        }
    }

    /// What went wrong with a file or folder, in plain words: `/tmp/x is a file, not a folder`,
    /// `the disk is full`; with `namingPath` false, the reason alone.
    static func plainFailure(_ error: FileSystemError, language: NotesLanguage, namingPath: Bool = true)
        -> String
    {
        let path = namingPath ? error.path : hint("it", "это", language)
        switch error.reason {
        case .notFound:
            return path + hint(" does not exist", " не существует", language)
        case .unexpectedKind(found: _, expected: .directory):
            return path + hint(" is a file, not a folder", " — файл, а не папка", language)
        case .unexpectedKind(found: _, expected: _):
            return path
                + hint(" is a folder or a link, not a file", " — папка или ссылка, а не файл", language)
        case .alreadyExists:
            return path + hint(" exists already", " уже существует", language)
        case .injected:
            return path + hint(": a simulated failure", ": имитация сбоя", language)
        case .system(let code, let message):
            switch code {
            case EACCES, EPERM: return hint("no permission for ", "нет доступа к ", language) + path
            case ENOSPC, EDQUOT: return hint("the disk is full", "диск заполнен", language)
            case EROFS: return path + hint(" is on a read-only disk", " на диске только для чтения", language)
            case ENOTDIR:
                return hint("a part of ", "часть пути ", language) + path
                    + hint(" is a file, not a folder", " — файл, а не папка", language)
            case ENAMETOOLONG: return hint("the name is too long", "слишком длинное имя", language)
            default: return path + ": " + message
            }
        }
    }
}
