import NotesViewModels

/// What keys do while a box is over the screen: a question, a message, a notice, the offer of a
/// kept draft, the help, or the launch.
enum BoxKey: Hashable, Sendable {
    case yes, no, stay, quitWithoutSaving, close, acknowledge, restore, discard, later, quit
    case scrollUp, scrollDown, pageUp, pageDown, top, bottom
    case app(AppKey)

    /// A question that loses something: only `y` says yes; `n` or Esc no.
    static func question(_ words: KeyWords) -> KeyTable<BoxKey> {
        table(
            words,
            [
                KeyBinding(
                    .yes, [.character("y")], help: KeyHint("y", words("Yes", "Да")),
                    footer: (0, KeyHint("y", words("Yes", "Да")))),
                KeyBinding(
                    .no, [.character("n"), .key(.escape)], help: KeyHint("n Esc", words("No", "Нет")),
                    footer: (1, KeyHint("n", words("No", "Нет")))),
            ])
    }

    /// The question after a failed quit: `q` quits without saving, any other key stays.
    static func quitWithoutSaving(_ words: KeyWords) -> KeyTable<BoxKey> {
        table(
            words,
            [
                KeyBinding(
                    .quitWithoutSaving, [.character("q")],
                    help: KeyHint("q", words("Quit without saving", "Выйти без сохранения")),
                    footer: (1, KeyHint("q", words("Quit without saving", "Выйти без сохранения")))),
                KeyBinding(
                    .stay, [.anyKey],
                    help: KeyHint(words("Any key", "Любая клавиша"), words("Stay", "Остаться")),
                    footer: (0, KeyHint(words("Any key", "Любая клавиша"), words("Stay", "Остаться")))),
            ])
    }

    /// A message that any key closes; Ctrl-C closes it and goes on to quit.
    static func message(_ words: KeyWords) -> KeyTable<BoxKey> {
        table(
            words,
            [
                KeyBinding(
                    .app(.interrupt), [.control("c")], help: KeyHint("Ctrl-C", words("Quit", "Выход"))),
                KeyBinding(
                    .close, [.anyKey], help: KeyHint(words("Any key", "Любая клавиша"), "OK"),
                    footer: (0, KeyHint(words("Any key", "Любая клавиша"), "OK"))),
            ])
    }

    /// A notice from the app: Enter, Esc or Space acknowledges it.
    static func notice(_ words: KeyWords) -> KeyTable<BoxKey> {
        table(
            words,
            [
                KeyBinding(
                    .acknowledge, [.key(.enter), .key(.escape), .character(" ")],
                    help: KeyHint("Enter Esc Space", "OK"), footer: (0, KeyHint("Enter", "OK")))
            ])
    }

    /// The offer of the draft kept last time.
    static func keptDraft(_ words: KeyWords) -> KeyTable<BoxKey> {
        let language = words.language
        return table(
            words,
            [
                KeyBinding(
                    .restore, [.key(.enter), .character("y")],
                    help: KeyHint("Enter y", AppDraftText.restore(language)),
                    footer: (0, KeyHint("Enter", AppDraftText.restore(language)))),
                KeyBinding(
                    .discard, [.character("d"), .character("n")],
                    help: KeyHint("d n", AppDraftText.discard(language)),
                    footer: (1, KeyHint("d", AppDraftText.discard(language)))),
                KeyBinding(
                    .later, [.key(.escape)], help: KeyHint("Esc", AppDraftText.later(language)),
                    footer: (2, KeyHint("Esc", AppDraftText.later(language)))),
            ])
    }

    /// While the store opens: `q` quits.
    static func launching(_ words: KeyWords) -> KeyTable<BoxKey> {
        table(
            words,
            [
                KeyBinding(
                    .quit, [.character("q")], help: KeyHint("q", words("Quit", "Выход")),
                    footer: (0, KeyHint("q", words("Quit", "Выход"))))
            ])
    }

    /// The store failed to open: any key quits.
    static func launchFailed(_ words: KeyWords) -> KeyTable<BoxKey> {
        table(
            words,
            [
                KeyBinding(
                    .quit, [.anyKey],
                    help: KeyHint(words("Any key", "Любая клавиша"), words("Quit", "Выход")),
                    footer: (0, KeyHint(words("Any key", "Любая клавиша"), words("Quit", "Выход"))))
            ])
    }

    /// The help box: ↑/↓, PgUp/PgDn and Home/End scroll it, Ctrl-C closes it and goes on to quit
    /// as on the screen under it, any other key closes it.
    static func help(_ words: KeyWords) -> KeyTable<BoxKey> {
        let close = KeyHint(words("Any key", "Любая клавиша"), words("Close", "Закрыть"))
        let quit = KeyHint(
            "Ctrl-C", words("Quit (asks before losing work)", "Выход (спросит перед потерей)"))
        return table(
            words,
            [KeyBinding(.app(.interrupt), [.control("c")], help: quit)]
                + [
                    KeyBinding(
                        BoxKey.scrollUp, [.shifted(.up)],
                        help: KeyHint("↑↓ PgUp PgDn Home End", words("Scroll", "Прокрутка")),
                        footer: (0, KeyHint("↑↓ PgUp PgDn", words("Scroll", "Прокрутка")))),
                    KeyBinding(.scrollDown, [.shifted(.down)]),
                    KeyBinding(.pageUp, [.shifted(.pageUp)]),
                    KeyBinding(.pageDown, [.shifted(.pageDown)]),
                    KeyBinding(.top, [.shifted(.home)]),
                    KeyBinding(.bottom, [.shifted(.end)]),
                    KeyBinding(.close, [.anyKey], help: close, footer: (1, close)),
                ])
    }

    /// `own` after Ctrl-L, which repaints the box and answers nothing.
    private static func table(_ words: KeyWords, _ own: [KeyBinding<BoxKey>]) -> KeyTable<BoxKey> {
        KeyTable([AppKey.redrawBinding(words).mapped(BoxKey.app)] + own)
    }
}

extension BoxKey {
    /// A photo deletion waiting for its answer in the gallery or the pager: as every question that
    /// loses something, only `y` deletes; `n` or Esc keeps the photo, and any other key (Enter
    /// too) leaves the question up.
    static func photoDeletion(_ words: KeyWords) -> KeyTable<BoxKey> {
        screenBox(
            words,
            [
                KeyBinding(
                    .yes, [.character("y")], help: KeyHint("y", words("Delete", "Удалить")),
                    footer: (0, KeyHint("y", words("Delete", "Удалить")))),
                KeyBinding(
                    .no, [.character("n"), .key(.escape)], help: KeyHint("n Esc", words("Keep", "Оставить")),
                    footer: (1, KeyHint("n", words("Keep", "Оставить")))),
            ])
    }

    /// A photo that could not be added, said in the gallery: any key closes the notice.
    static func addFailed(_ words: KeyWords) -> KeyTable<BoxKey> {
        let close = KeyHint(words("Any key", "Любая клавиша"), "OK")
        return screenBox(words, [KeyBinding(.close, [.anyKey], help: close, footer: (0, close))])
    }

    /// `own` in a screen (keys the help and Ctrl-C take first), after Ctrl-L.
    private static func screenBox(_ words: KeyWords, _ own: [KeyBinding<BoxKey>]) -> KeyTable<BoxKey> {
        let app = AppKey.commonBindings(words, helpRank: nil) + AppKey.quitBindings(words)
        return KeyTable(app).mapped(BoxKey.app) + KeyTable(own)
    }
}
