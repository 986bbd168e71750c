/// What keys do that more than one screen shares: switch tabs, quit, suspend, redraw, help.
enum AppKey: Hashable, Sendable {
    /// Tab: the next tab.
    case nextTab
    /// Shift-Tab: the tab before.
    case previousTab
    /// `q`: quit.
    case quit
    /// Ctrl-C: quit, asking first when a note being typed would be lost.
    case interrupt
    /// Ctrl-Z: the terminal stops the program before the key reaches it; listed, never performed.
    case suspend
    /// Ctrl-L: repaint the screen as it is.
    case redraw
    /// `?` or F1: the help box.
    case help

    /// Ctrl-L, on every screen and over every box.
    static func redrawBinding(_ words: KeyWords, footer rank: Int? = nil) -> KeyBinding<AppKey> {
        KeyBinding(
            .redraw, [.control("l")],
            help: KeyHint("Ctrl-L", words("Redraw the screen", "Обновить экран")),
            footer: rank.map { ($0, KeyHint("Ctrl-L", words("Redraw", "Обновить"))) })
    }

    /// The keys of a tab root (the list, the gallery): Tab and Shift-Tab switch tabs, `q` and
    /// Ctrl-C quit, Ctrl-Z suspends; the footer names the other tab `otherTab` at `rank` and `q`
    /// after it.
    static func tabBindings(_ words: KeyWords, otherTab: String, footer rank: Int) -> [KeyBinding<AppKey>] {
        [
            KeyBinding(.previousTab, [.shift(.tab)]),
            KeyBinding(
                .nextTab, [.key(.tab)],
                help: KeyHint(
                    "Tab Shift-Tab", words("Next / previous tab", "Следующая / предыдущая вкладка")),
                footer: (rank, KeyHint("Tab", otherTab))),
            KeyBinding(
                .quit, [.character("q")], help: KeyHint("q Ctrl-C", words("Quit", "Выход")),
                footer: (rank + 1, KeyHint("q", words("Quit", "Выход")))),
            KeyBinding(.interrupt, [.control("c")]),
            suspendBinding(words),
        ]
    }

    /// Ctrl-C and Ctrl-Z on a screen that is not a tab root.
    static func quitBindings(_ words: KeyWords) -> [KeyBinding<AppKey>] {
        [
            KeyBinding(
                .interrupt, [.control("c")],
                help: KeyHint(
                    "Ctrl-C", words("Quit (asks before losing work)", "Выход (спросит перед потерей)"))),
            suspendBinding(words),
        ]
    }

    /// Ctrl-Z, which the terminal turns into a stop before the program sees it.
    static func suspendBinding(_ words: KeyWords) -> KeyBinding<AppKey> {
        KeyBinding(
            .suspend, [.control("z")],
            help: KeyHint("Ctrl-Z", words("Suspend (fg to come back)", "Приостановить (fg — вернуться)")))
    }

    /// The footer's rank of the help key: before every other key.
    static let helpFooterRank = -1

    /// Ctrl-L and the help key: `?` and F1 where `?` is not typed text, else F1 alone; the footer
    /// shows the help key at `helpRank` (first, unless `nil`) and Ctrl-L at `redrawRank`.
    static func commonBindings(
        _ words: KeyWords, questionMarkOpensHelp: Bool = true, redrawRank: Int? = nil,
        helpRank: Int? = helpFooterRank
    ) -> [KeyBinding<AppKey>] {
        let helpKey = questionMarkOpensHelp ? "?" : "F1"
        return [
            redrawBinding(words, footer: redrawRank),
            KeyBinding(
                .help, questionMarkOpensHelp ? [.character("?"), .key(.function(1))] : [.key(.function(1))],
                help: KeyHint(questionMarkOpensHelp ? "? F1" : "F1", words("This help", "Эта справка")),
                footer: helpRank.map { ($0, KeyHint(helpKey, words("Help", "Справка"))) }),
        ]
    }
}

extension AppKey {
    /// The keys with no screen shown: Tab and `q`.
    static func noScreenTable(_ words: KeyWords) -> KeyTable<AppKey> {
        KeyTable(
            tabBindings(words, otherTab: words("Notes", "Заметки"), footer: 0)
                + commonBindings(words, helpRank: nil))
    }
}
