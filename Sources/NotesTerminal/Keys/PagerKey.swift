/// What keys do in the photo pager.
enum PagerKey: Hashable, Sendable {
    case previous, next, delete, undoDelete, retry, back
    case app(AppKey)

    /// The pager's keys.
    static func table(_ words: KeyWords) -> KeyTable<PagerKey> {
        let own: [KeyBinding<PagerKey>] = [
            KeyBinding(
                .previous, [.shifted(.left), .character("h"), .shifted(.pageUp)],
                help: KeyHint(
                    "←→ h l PgUp PgDn Space", words("Previous / next photo", "Предыдущее / следующее фото")),
                footer: (1, KeyHint("←→", words("Page", "Листать")))),
            KeyBinding(.next, [.shifted(.right), .character("l"), .shifted(.pageDown), .character(" ")]),
            KeyBinding(
                .delete, [.character("d"), .shifted(.delete)],
                help: KeyHint("d Delete", words("Delete", "Удалить")),
                footer: (2, KeyHint("d", words("Delete", "Удалить")))),
            KeyBinding(
                .undoDelete, [.character("u")],
                help: KeyHint("u", words("Undo the last delete", "Вернуть удалённое")),
                footer: (4, KeyHint("u", words("Undo delete", "Вернуть")))),
            KeyBinding(
                .retry, [.character("r")],
                help: KeyHint("r", words("Retry a failed load", "Повторить загрузку")),
                footer: (3, KeyHint("r", words("Retry", "Повторить")))),
            KeyBinding(
                .back, [.shifted(.escape), .shifted(.backspace)],
                help: KeyHint("Esc Backspace", words("Back", "Назад")),
                footer: (6, KeyHint("Esc", words("Back", "Назад")))),
        ]
        let app = AppKey.commonBindings(words, redrawRank: 5) + AppKey.quitBindings(words)
        return KeyTable(own) + KeyTable(app).mapped(PagerKey.app)
    }
}
