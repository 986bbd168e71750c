import Foundation
import NotesCore

extension AppText {
    /// The notice that notes changed on more than one device were brought together: one sentence
    /// per kind of change, in `language`.
    static func otherDevicesNotice(
        merged: Int, keptBoth: Int, keptOverDelete: Int, language: NotesLanguage
    ) -> AppNoticeText {
        var sentences: [String] = []
        if merged > 0 {
            sentences.append(
                language == .russian
                    ? "Изменения с двух устройств объединены в заметках: \(merged)."
                    : "Changes made on two devices were merged in \(count(merged, "note", "notes"))."
            )
        }
        if keptBoth > 0 {
            sentences.append(
                language == .russian
                    ? "Заметки, изменённые в одном месте на двух устройствах, сохранены дважды: \(keptBoth); другая версия отмечена как «Копия при конфликте»."
                    : "\(count(keptBoth, "note was", "notes were").capitalizedFirst) changed in the same place on two devices; the other version is kept beside it, marked “Conflicted copy”."
            )
        }
        if keptOverDelete > 0 {
            sentences.append(
                language == .russian
                    ? "Заметки, удалённые на одном устройстве и изменённые на другом, сохранены: \(keptOverDelete)."
                    : "\(count(keptOverDelete, "note was", "notes were").capitalizedFirst) deleted on one device and changed on another, and kept."
            )
        }
        return AppNoticeText(
            title: language == .russian ? "Изменения с других устройств" : "Changes from other devices",
            message: sentences.joined(separator: " "))
    }

    /// "1 note", "3 notes".
    private static func count(_ value: Int, _ one: String, _ many: String) -> String {
        "\(value) \(value == 1 ? one : many)"
    }
}

extension String {
    /// The string with its first character in upper case.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
