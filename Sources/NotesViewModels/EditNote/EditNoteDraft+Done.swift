import Foundation
import NotesCore

/// Done, the screen title and sharing.
extension EditNoteDraft {
    /// What Done does for this draft: the one rule the editor view model applies on every change.
    ///
    /// - An existing note whose title and content are both cleared: ``EditNoteDoneMode/confirmDelete``
    ///   (ask, then delete the note with ``id``).
    /// - An invalid draft (a blank title or blank content): ``EditNoteDoneMode/disabled``; the
    ///   reason is ``doneBlocker(isDeletedElsewhere:)``.
    /// - A valid draft whose note was deleted elsewhere while it was edited:
    ///   ``EditNoteDoneMode/restore``, even without edits, so the user's note is not lost.
    /// - A valid, dirty draft: ``EditNoteDoneMode/save``; otherwise ``EditNoteDoneMode/disabled``.
    ///
    /// Saving and restoring both commit ``committed(at:)``.
    ///
    /// - Parameter isDeletedElsewhere: whether the library no longer holds the note being edited;
    ///   ignored for a new note, which the library never held.
    /// - Complexity: as ``isDirty``; O(1) when a text's length changed.
    public func doneMode(isDeletedElsewhere: Bool) -> EditNoteDoneMode {
        doneMode(
            blocker: doneBlocker(isDeletedElsewhere: isDeletedElsewhere),
            isDeletedElsewhere: isDeletedElsewhere)
    }

    /// Why Done is disabled for this draft, or `nil` when ``doneMode(isDeletedElsewhere:)`` is not
    /// ``EditNoteDoneMode/disabled``.
    ///
    /// The first that applies: ``EditNoteDoneBlocker/titleEmpty`` (a blank title),
    /// ``EditNoteDoneBlocker/contentEmpty`` (a blank content), ``EditNoteDoneBlocker/unchanged``
    /// (a valid draft that is not dirty and not to be restored). An existing note with both cleared
    /// is not blocked: Done asks to delete it.
    ///
    /// - Complexity: as ``isDirty``; O(1) when a text's length changed.
    public func doneBlocker(isDeletedElsewhere: Bool) -> EditNoteDoneBlocker? {
        if !isNew && isCleared { return nil }
        if TextScan.isBlank(title) { return .titleEmpty }
        if TextScan.isBlank(content) { return .contentEmpty }
        if isDeletedElsewhere && !isNew { return nil }
        return isDirty ? nil : .unchanged
    }

    /// Why Done refuses this draft at `now` though ``doneMode(isDeletedElsewhere:)`` would save
    /// it: ``EditNoteDoneBlocker/selfDestructInPast`` when self-destruct is on with a date at or
    /// before `now` that the user set (on a new note, or other than the note's own date), else
    /// `nil`.
    ///
    /// Saved, such a note would be gone at once; Done says so instead of saving it without its
    /// date. A note's own date that passed while it was open is not refused: Done saves the note
    /// again without it (``committed(at:)``), so the user's text is not lost.
    public func selfDestructBlocker(at now: Date) -> EditNoteDoneBlocker? {
        guard let date = effectiveSelfDestructDate, date <= now else { return nil }
        if let original, Self.sameMoment(date, original.selfDestructDate) { return nil }
        return .selfDestructInPast
    }

    /// What Done does, given the result of ``doneBlocker(isDeletedElsewhere:)``, so that the
    /// editor derives both with one comparison of the fields.
    func doneMode(blocker: EditNoteDoneBlocker?, isDeletedElsewhere: Bool) -> EditNoteDoneMode {
        if blocker != nil { return .disabled }
        if !isNew && isCleared { return .confirmDelete }
        return isDeletedElsewhere && !isNew ? .restore : .save
    }

    /// The note this draft would save, stamped with `now`.
    ///
    /// Text is stored as typed (not trimmed). A self-destruct date at or before `now` is not
    /// kept: the note is saved without one, so that a note the user saves never vanishes because
    /// of a date already past. This is what Done does for a note that self-destructed while it was
    /// open (``EditNoteDoneMode/restore``); a date the user moved into the future stays.
    public func committed(at now: Date) -> Note {
        Note(
            id: id,
            title: title,
            content: content,
            color: color,
            importance: importance,
            selfDestructDate: effectiveSelfDestructDate.flatMap { $0 > now ? $0 : nil },
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
