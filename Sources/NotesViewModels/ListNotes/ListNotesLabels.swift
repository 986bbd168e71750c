import NotesCore

/// The fixed words of the list screen in one language: its title and its buttons.
public struct ListNotesLabels: Hashable, Sendable {
    /// The screen title: "Notes".
    public var title: String
    /// The button that starts selecting rows: "Edit".
    public var edit: String
    /// The button that stops selecting rows: "Done".
    public var done: String
    /// The button that adds a note: "+".
    public var add: String
    /// The button that deletes the selected notes: "Delete".
    public var delete: String
    /// The search field's placeholder: "Search".
    public var searchPrompt: String
    /// The button that ends a search: "Cancel".
    public var cancel: String
    /// What marks a conflicted copy's row (``ListNotesRow/isConflictedCopy``): "Conflicted copy".
    public var conflictedCopy: String
    /// What names an important note's row (``ListNotesRow/importance``): "Important".
    public var important: String
    /// What names an unimportant note's row: "Unimportant".
    public var unimportant: String

    /// The word for a row of `importance`: ``important``, ``unimportant``, or `nil` for a normal
    /// note, which is not marked.
    public func importance(_ importance: Importance) -> String? {
        switch importance {
        case .important: important
        case .unimportant: unimportant
        case .normal: nil
        }
    }

    /// The labels in `language`.
    public init(language: NotesLanguage) {
        switch language {
        case .english:
            title = "Notes"
            edit = "Edit"
            done = "Done"
            delete = "Delete"
            searchPrompt = "Search"
            cancel = "Cancel"
            conflictedCopy = "Conflicted copy"
            important = "Important"
            unimportant = "Unimportant"
        case .russian:
            title = "Заметки"
            edit = "Изменить"
            done = "Готово"
            delete = "Удалить"
            searchPrompt = "Поиск"
            cancel = "Отменить"
            conflictedCopy = "Копия при конфликте"
            important = "Важная"
            unimportant = "Неважная"
        }
        add = "+"
    }
}
