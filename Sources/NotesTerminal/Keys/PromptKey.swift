/// What keys do while a one-line field has them: the list's search, the export folder, the
/// picker's hex colour, the gallery's photo path.
///
/// `?` is typed text there, so F1 is the help key, first in the footer.
enum PromptKey: Hashable, Sendable {
    case field(FieldKey)
    /// Enter: take what was typed.
    case submit
    /// Esc: leave the field.
    case cancel
    /// ↓ or Tab in the search: back to the rows, keeping the query.
    case toRows
    /// Tab in the export prompt: the other format.
    case switchFormat
    case app(AppKey)

    /// The search field's keys; `findsNothing` makes Enter say it makes a note of the query.
    static func search(_ words: KeyWords, findsNothing: Bool) -> KeyTable<PromptKey> {
        let enter =
            findsNothing
            ? KeyHint("Enter", words("New note", "Создать")) : KeyHint("Enter", words("Rows", "К списку"))
        return table(
            words, fields: FieldKey.lineKeys, typing: words("Search", "Поиск"),
            [
                KeyBinding(
                    .submit, [.key(.enter)],
                    help: KeyHint(
                        "Enter",
                        words(
                            "To the rows (a search finding nothing: a new note)",
                            "К списку (если ничего не нашлось — новая заметка)")),
                    footer: (1, enter)),
                KeyBinding(
                    .toRows, [.shifted(.down), .shifted(.tab)],
                    help: KeyHint("↓ Tab", words("To the rows", "К списку"))),
                KeyBinding(
                    .cancel, [.key(.escape)],
                    help: KeyHint("Esc", words("Clear the search", "Сбросить поиск")),
                    footer: (2, KeyHint("Esc", words("Clear", "Сбросить")))),
            ])
    }

    /// The export prompt's keys.
    static func export(_ words: KeyWords) -> KeyTable<PromptKey> {
        table(
            words, fields: FieldKey.lineKeys, typing: nil,
            [
                KeyBinding(
                    .switchFormat, [.shifted(.tab)],
                    help: KeyHint("Tab", words("Markdown / plain text", "Markdown / простой текст")),
                    footer: (0, KeyHint("Tab", words("Format", "Формат")))),
                KeyBinding(
                    .submit, [.key(.enter)], help: KeyHint("Enter", words("Export", "Экспорт")),
                    footer: (1, KeyHint("Enter", words("Export", "Экспорт")))),
                KeyBinding(
                    .cancel, [.key(.escape)], help: KeyHint("Esc", words("Cancel", "Отмена")),
                    footer: (2, KeyHint("Esc", words("Cancel", "Отмена")))),
            ])
    }

    /// The colour picker's hex field's keys.
    static func hex(_ words: KeyWords) -> KeyTable<PromptKey> {
        table(
            words, fields: FieldKey.shortKeys, typing: "#RRGGBB",
            [
                KeyBinding(
                    .submit, [.key(.enter)], help: KeyHint("Enter", words("Take the colour", "Принять цвет")),
                    footer: (1, KeyHint("Enter", "OK"))),
                KeyBinding(
                    .cancel, [.key(.escape)],
                    help: KeyHint("Esc", words("Back to the palette", "Назад к палитре")),
                    footer: (2, KeyHint("Esc", words("Back", "Назад")))),
            ])
    }

    /// The gallery's photo path prompt's keys.
    static func photoPath(_ words: KeyWords) -> KeyTable<PromptKey> {
        table(
            words, fields: FieldKey.shortKeys, typing: words("a file path", "Путь к файлу"),
            [
                KeyBinding(
                    .submit, [.key(.enter)], help: KeyHint("Enter", words("Add the photo", "Добавить фото")),
                    footer: (1, KeyHint("Enter", "OK"))),
                KeyBinding(
                    .cancel, [.key(.escape)], help: KeyHint("Esc", words("Cancel", "Отмена")),
                    footer: (2, KeyHint("Esc", words("Cancel", "Отмена")))),
            ])
    }

    private static func table(
        _ words: KeyWords, fields: [FieldKey], typing: String?, _ own: [KeyBinding<PromptKey>]
    ) -> KeyTable<PromptKey> {
        let app =
            AppKey.commonBindings(words, questionMarkOpensHelp: false)
            + AppKey.quitBindings(words)
        return KeyTable(own)
            + KeyTable(FieldKey.bindings(fields, words, typing: typing)).mapped(PromptKey.field)
            + KeyTable(app).mapped(PromptKey.app)
    }
}
