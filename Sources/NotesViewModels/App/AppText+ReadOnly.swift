import Foundation
import NotesCore

/// The words of a store opened read-only.
extension AppText {
    /// Why the store in `directory` was opened read-only, and what the user can still do.
    static func readOnlyNotice(directory: URL, reason: StoreReadOnlyReason, language: NotesLanguage)
        -> AppNoticeText
    {
        let why: String
        switch reason {
        case .inUse(let processID):
            let process = processID.map { " (\(words("process", "процесс", language)) \($0))" } ?? ""
            why = words(
                "Another notes app\(process) has \(directory.path) open.",
                "Другая программа notes\(process) уже открыла \(directory.path).", language)
        case .lockUnavailable(let error):
            why = words(
                "\(directory.path) cannot be written (\(error)).",
                "В \(directory.path) нельзя писать (\(error)).", language)
        case .requested:
            why = words(
                "\(directory.path) was opened read-only.", "\(directory.path) открыта только для чтения.",
                language)
        }
        return AppNoticeText(
            title: words("Notes are read-only", "Заметки только для чтения", language),
            message: why + " "
                + words(
                    "You can read and search them; changes are not saved.",
                    "Их можно читать и искать; изменения не сохраняются.", language))
    }
}
