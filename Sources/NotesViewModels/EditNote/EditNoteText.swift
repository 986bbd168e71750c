import NotesCore

/// The words of the note editor, in English and Russian: buttons, placeholders, the names of the
/// importances, and the notices a front end shows (the colour squares' words are
/// ``ColorSelectorText``).
///
/// Pure functions of their arguments; the language comes in as a value (see
/// ``EditNoteViewModel/language``). The screen title is ``EditNoteViewModel/screenTitle``.
public enum EditNoteText {
    /// The button that discards the edit: "Cancel", "Отмена".
    public static func cancel(_ language: NotesLanguage) -> String {
        language == .russian ? "Отмена" : "Cancel"
    }

    /// The button that commits: "Done", "Готово".
    public static func done(_ language: NotesLanguage) -> String {
        language == .russian ? "Готово" : "Done"
    }

    /// The share button: "Share", "Поделиться".
    public static func share(_ language: NotesLanguage) -> String {
        language == .russian ? "Поделиться" : "Share"
    }

    /// The delete button, also the confirming action: "Delete", "Удалить".
    public static func delete(_ language: NotesLanguage) -> String {
        language == .russian ? "Удалить" : "Delete"
    }

    /// The title field's placeholder: "Enter note title", "Введите заголовок заметки".
    public static func titlePlaceholder(_ language: NotesLanguage) -> String {
        language == .russian ? "Введите заголовок заметки" : "Enter note title"
    }

    /// The content field's placeholder: "Enter note content", "Введите текст заметки".
    public static func contentPlaceholder(_ language: NotesLanguage) -> String {
        language == .russian ? "Введите текст заметки" : "Enter note content"
    }

    /// The importance selector's heading: "Importance", "Важность".
    public static func importanceHeading(_ language: NotesLanguage) -> String {
        language == .russian ? "Важность" : "Importance"
    }

    /// The name of an importance: "Unimportant", "Normal", "Important".
    public static func importanceName(_ importance: Importance, language: NotesLanguage) -> String {
        switch (importance, language) {
        case (.unimportant, .english): "Unimportant"
        case (.normal, .english): "Normal"
        case (.important, .english): "Important"
        case (.unimportant, .russian): "Неважная"
        case (.normal, .russian): "Обычная"
        case (.important, .russian): "Важная"
        }
    }

    /// The self-destruct switch: "Self-destruct", "Самоуничтожение".
    public static func selfDestruct(_ language: NotesLanguage) -> String {
        language == .russian ? "Самоуничтожение" : "Self-destruct"
    }

    /// What Done will do when it does more than save, or `nil` for a plain save or a disabled Done.
    public static func doneNotice(_ mode: EditNoteDoneMode, language: NotesLanguage) -> String? {
        switch (mode, language) {
        case (.disabled, _), (.save, _): nil
        case (.restore, .english):
            "Deleted elsewhere. Done saves it again, without a self-destruct date that has passed."
        case (.restore, .russian):
            "Заметка удалена в другом месте. «Готово» сохранит её снова, без прошедшей даты самоуничтожения."
        case (.confirmDelete, .english): "Title and content are empty. Done deletes the note."
        case (.confirmDelete, .russian): "Заголовок и текст пусты. «Готово» удалит заметку."
        }
    }

    /// What the editor says of another device's version of the note (see
    /// ``EditNoteViewModel/otherVersion``).
    public static func otherVersion(_ version: EditNoteOtherVersion, language: NotesLanguage) -> String {
        switch (version, language) {
        case (.shown, .english): "Changed on another device: this is its version."
        case (.differs, .english):
            "Changed on another device. Done merges your changes with it, or keeps both versions."
        case (.shown, .russian): "Изменена на другом устройстве: показана её версия."
        case (.differs, .russian):
            "Изменена на другом устройстве. «Готово» объединит ваши правки с этой версией или сохранит обе."
        }
    }

    /// Why Done is disabled, for a front end to show beside the button or when it is tapped.
    public static func doneDisabledReason(_ blocker: EditNoteDoneBlocker, language: NotesLanguage) -> String {
        switch (blocker, language) {
        case (.unchanged, .english): "Nothing has changed."
        case (.titleEmpty, .english): "The title is empty."
        case (.contentEmpty, .english): "The note's text is empty."
        case (.selfDestructInPast, .english): "The self-destruct date has passed."
        case (.unchanged, .russian): "Ничего не изменилось."
        case (.titleEmpty, .russian): "Заголовок пуст."
        case (.contentEmpty, .russian): "Текст заметки пуст."
        case (.selfDestructInPast, .russian): "Дата самоуничтожения уже прошла."
        }
    }

    /// The question asking the user to confirm a deletion.
    public static func deleteQuestion(_ reason: EditNoteDeleteReason, language: NotesLanguage) -> String {
        switch (reason, language) {
        case (.contentCleared, .english): "The note is empty. Delete it?"
        case (.deleteTapped, .english): "Delete this note?"
        case (.contentCleared, .russian): "Заметка пуста. Удалить её?"
        case (.deleteTapped, .russian): "Удалить эту заметку?"
        }
    }
}
