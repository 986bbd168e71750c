import Foundation
import NotesCore

/// Done, the screen title and sharing.
extension EditNoteDraft {
    /// What Done does now, the committed note stamped with `now`.
    ///
    /// - An existing note whose title and content are both cleared: ``EditNoteDoneAction/confirmDelete(_:)``.
    /// - A valid, dirty draft: ``EditNoteDoneAction/save(_:)`` with `updatedAt = now` (and
    ///   `createdAt = now` for a new note).
    /// - Otherwise ``EditNoteDoneAction/disabled``.
    ///
    /// - Complexity: as ``isDirty``.
    public func doneAction(at now: Date) -> EditNoteDoneAction {
        if let original, isCleared { return .confirmDelete(original.id) }
        guard isValid, isDirty else { return .disabled }
        return .save(committed(at: now))
    }

    /// The note this draft would save, stamped with `now`.
    ///
    /// Text is stored as typed (not trimmed).
    public func committed(at now: Date) -> Note {
        Note(
            id: id,
            title: title,
            content: content,
            color: color,
            importance: importance,
            selfDestructDate: effectiveSelfDestructDate,
            createdAt: original?.createdAt ?? now,
            updatedAt: now
        )
    }

    /// The screen title: "New Note" or "Edit Note"; Russian "Новая заметка" or
    /// "Редактирование заметки".
    public func screenTitle(language: NotesLanguage) -> String {
        switch (language, isNew) {
        case (.english, true): "New Note"
        case (.english, false): "Edit Note"
        case (.russian, true): "Новая заметка"
        case (.russian, false): "Редактирование заметки"
        }
    }

    /// The note as plain text for sharing: the title, a blank line, the content.
    ///
    /// A blank title or blank content is left out together with the blank line, so sharing
    /// never starts or ends with empty lines; both blank gives `""`.
    ///
    /// - Complexity: O(*n*): it builds the shared text.
    public var shareText: String {
        switch (TextScan.isBlank(title), TextScan.isBlank(content)) {
        case (false, false): title + "\n\n" + content
        case (false, true): title
        case (true, false): content
        case (true, true): ""
        }
    }
}
