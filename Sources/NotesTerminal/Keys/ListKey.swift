/// What keys do on the notes list.
enum ListKey: Hashable, Sendable {
    case moveUp, moveDown, pageUp, pageDown, halfPageUp, halfPageDown, first, last
    case open, openInEditor, new, delete, undoDelete, tickMode, tick, exportNote, exportAll
    case search, clear
    case app(AppKey)

    /// The list's keys; in tick mode (`isTicking`) the footer shows the ticking keys alone (and
    /// the help key first), and the help the keys that work there: Enter ticks as Space does, `n`
    /// and `v` do nothing.
    static func table(_ words: KeyWords, isTicking: Bool) -> KeyTable<ListKey> {
        func footer(_ rank: Int, _ key: String, _ action: String) -> (rank: Int, hint: KeyHint)? {
            isTicking ? nil : (rank, KeyHint(key, action))
        }
        func ticking(_ rank: Int, _ key: String, _ action: String) -> (rank: Int, hint: KeyHint)? {
            isTicking ? (rank, KeyHint(key, action)) : nil
        }
        func browsing(_ hint: KeyHint) -> KeyHint? { isTicking ? nil : hint }
        let own = [
            KeyBinding(
                ListKey.moveUp, [.shifted(.up), .character("k")],
                help: KeyHint("↑↓ j k", words("Move", "Переход")),
                footer: footer(9, "↑↓ PgUp/Dn Ctrl-U/D g/G", words("Move", "Переход"))),
            KeyBinding(.moveDown, [.shifted(.down), .character("j")]),
            KeyBinding(
                .pageUp, [.shifted(.pageUp)],
                help: KeyHint("PgUp PgDn", words("Page up / down", "Страница вверх / вниз"))),
            KeyBinding(.pageDown, [.shifted(.pageDown)]),
            KeyBinding(
                .halfPageUp, [.control("u")],
                help: KeyHint("Ctrl-U Ctrl-D", words("Half a page up / down", "Полстраницы вверх / вниз"))),
            KeyBinding(.halfPageDown, [.control("d")]),
            KeyBinding(
                .first, [.character("g"), .shifted(.home)],
                help: KeyHint("g Home", words("First note", "Первая заметка"))),
            KeyBinding(
                .last, [.character("G"), .shifted(.end)],
                help: KeyHint("G End", words("Last note", "Последняя заметка"))),
            KeyBinding(
                .open, [.key(.enter)], help: browsing(KeyHint("Enter", words("Open", "Открыть"))),
                footer: footer(2, "Enter", words("Open", "Открыть"))),
            KeyBinding(
                .openInEditor, [.character("v")],
                help: browsing(
                    KeyHint("v", words("Open in $VISUAL / $EDITOR", "Открыть в $VISUAL / $EDITOR"))),
                footer: footer(7, "v", "$EDITOR"), isEnabled: !isTicking),
            KeyBinding(
                .new, [.character("n")], help: browsing(KeyHint("n", words("New note", "Новая заметка"))),
                footer: footer(3, "n", words("New", "Новая")), isEnabled: !isTicking),
            KeyBinding(
                .delete, [.character("d"), .shifted(.delete)],
                help: isTicking
                    ? KeyHint("d Delete", words("Delete the ticked notes", "Удалить отмеченные заметки"))
                    : KeyHint("d Delete", words("Delete", "Удалить")),
                footer: isTicking
                    ? (1, KeyHint("d", words("Delete ticked", "Удалить отмеченные")))
                    : (4, KeyHint("d", words("Delete", "Удалить")))),
            KeyBinding(
                .undoDelete, [.character("u")],
                help: KeyHint("u", words("Undo the last delete", "Вернуть удалённое")),
                footer: footer(5, "u", words("Undo delete", "Вернуть"))),
            KeyBinding(
                .tickMode, [.character("e")],
                help: isTicking
                    ? KeyHint("e", words("Done: leave tick mode", "Готово: выйти из отметки"))
                    : KeyHint("e", words("Tick notes to delete", "Отметка заметок для удаления")),
                footer: isTicking
                    ? (2, KeyHint("e", words("Done", "Готово"))) : (6, KeyHint("e", words("Tick", "Отметка")))
            ),
            KeyBinding(
                .tick, [.character(" ")],
                help: isTicking
                    ? KeyHint("Space Enter", words("Tick / untick the note", "Отметить / снять отметку"))
                    : KeyHint("Space", words("Tick (tick mode)", "Отметить (режим отметки)")),
                footer: ticking(0, "Space", words("Tick", "Отметить"))),
            KeyBinding(
                .exportNote, [.character("x")],
                help: KeyHint("x", words("Export the note to a folder", "Экспорт заметки в папку")),
                footer: footer(8, "x X", words("Export", "Экспорт"))),
            KeyBinding(
                .exportAll, [.character("X")],
                help: KeyHint("X", words("Export all notes to a folder", "Экспорт всех заметок в папку"))),
            KeyBinding(
                .search, [.character("/")],
                help: KeyHint(
                    "/",
                    words(
                        "Search by words; Enter or ↓ back to the rows",
                        "Поиск по словам; Enter или ↓ — к списку")),
                footer: footer(1, "/", words("Search", "Поиск"))),
            KeyBinding(
                .clear, [.key(.escape)],
                help: isTicking
                    ? KeyHint("Esc", words("Leave tick mode", "Выйти из отметки"))
                    : KeyHint(
                        "Esc",
                        words("Clear the search / leave tick mode", "Сбросить поиск / выйти из отметки"))),
        ]
        let app =
            AppKey.tabBindings(words, otherTab: words("Gallery", "Галерея"), footer: 11)
            + AppKey.commonBindings(words, redrawRank: 10)
        return KeyTable(own)
            + KeyTable(app.map { $0.mapped(ListKey.app) }).withoutFooters(isTicking) { $0 == .app(.help) }
    }
}
