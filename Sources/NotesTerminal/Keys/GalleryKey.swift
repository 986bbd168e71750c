/// What keys do on the gallery and the photo pager.
enum GalleryKey: Hashable, Sendable {
    case left, right, up, down, first, last, open, add, cancelAdding, delete, undoDelete
    case app(AppKey)

    /// The gallery's keys; while a photo is `adding`, the footer names the help key, the keys
    /// that go on working and Esc, which cancels it.
    static func table(_ words: KeyWords, isAdding: Bool) -> KeyTable<GalleryKey> {
        func footer(_ rank: Int, _ key: String, _ action: String) -> (rank: Int, hint: KeyHint)? {
            isAdding ? nil : (rank, KeyHint(key, action))
        }
        let own: [KeyBinding<GalleryKey>] = [
            KeyBinding(
                .left, [.shifted(.left), .character("h")],
                help: KeyHint("←↑↓→ h j k l", words("Move", "Переход")),
                footer: (isAdding ? 0 : 1, KeyHint("←↑↓→", words("Move", "Переход")))),
            KeyBinding(.right, [.shifted(.right), .character("l")]),
            KeyBinding(.up, [.shifted(.up), .character("k")]),
            KeyBinding(.down, [.shifted(.down), .character("j")]),
            KeyBinding(
                .first, [.character("g"), .shifted(.home)],
                help: KeyHint("g Home", words("First photo", "Первое фото"))),
            KeyBinding(
                .last, [.character("G"), .shifted(.end)],
                help: KeyHint("G End", words("Last photo", "Последнее фото"))),
            KeyBinding(
                .open, [.key(.enter), .character(" ")],
                help: KeyHint("Enter Space", words("Open the photo", "Открыть фото")),
                footer: (isAdding ? 1 : 2, KeyHint("Enter", words("Open", "Открыть")))),
            KeyBinding(
                .add, [.character("a"), .character("n"), .character("+")],
                help: KeyHint("a n +", words("Add a photo file", "Добавить файл фото")),
                footer: footer(3, "a", words("Add", "Добавить"))),
            KeyBinding(
                .cancelAdding, [.key(.escape)],
                help: KeyHint("Esc", words("Cancel adding a photo", "Отменить добавление фото")),
                footer: (2, KeyHint("Esc", words("Cancel adding", "Отменить добавление"))),
                isEnabled: isAdding),
            KeyBinding(
                .delete, [.character("d"), .shifted(.delete)],
                help: KeyHint("d Delete", words("Delete", "Удалить")),
                footer: footer(4, "d", words("Delete", "Удалить"))),
            KeyBinding(
                .undoDelete, [.character("u")],
                help: KeyHint("u", words("Undo the last delete", "Вернуть удалённое")),
                footer: footer(5, "u", words("Undo delete", "Вернуть"))),
        ]
        let app =
            AppKey.tabBindings(words, otherTab: words("Notes", "Заметки"), footer: 6)
            + AppKey.commonBindings(words, redrawRank: 7)
        let appTable = KeyTable(
            app.map { binding in
                var binding = binding
                // The quit key comes after Ctrl-L.
                if binding.action == .quit { binding.footer = (8, KeyHint("q", words("Quit", "Выход"))) }
                return binding
            })
        return KeyTable(own) + appTable.withoutFooters(isAdding) { $0 == .help }.mapped(GalleryKey.app)
    }
}
