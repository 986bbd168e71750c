import NotesCore
import NotesTerminal
import NotesViewModels
import Terminal
import Testing

/// The footer at 80×24: every key of each screen shows, the keys added for daily use among them,
/// in both languages; a small terminal keeps one line, with help first and the way out last.
@MainActor
@Suite struct NotesTerminalAppFooterTests {
    /// A screen, reached by keys from the list, and the keys added for daily use that its footer
    /// must show.
    struct Screen: CustomTestStringConvertible, Sendable {
        var name: String
        var keys: [TerminalKeyPress]
        var newKeys: [String]
        var testDescription: String { name }
    }

    nonisolated static let screens = [
        Screen(
            name: "list", keys: [],
            newKeys: ["? ", "v $EDITOR", "x X ", "u ", "PgUp/Dn", "Ctrl-U/D", "g/G", "Ctrl-L"]),
        Screen(
            name: "editor", keys: [.enter],
            newKeys: ["F1 ", "Ctrl-/ ", "Ctrl-Y ", "Ctrl-G $EDITOR", "PgUp/Dn", "Ctrl-Home/End", "Ctrl-L"]),
        Screen(name: "picker", keys: [.enter, .tab, .enter], newKeys: ["? ", "Ctrl-L"]),
        Screen(name: "gallery", keys: [.tab], newKeys: ["? ", "u ", "Ctrl-L"]),
        Screen(name: "pager", keys: [.tab, .enter], newKeys: ["? ", "u ", "Ctrl-L"]),
    ]

    /// The footer's lines: those below the body, which the top line and the screen fill.
    static func footer(_ harness: TerminalAppHarness, lines count: Int) -> String {
        harness.lines.suffix(count).joined(separator: "\n")
    }

    @Test(arguments: screens)
    func everyKeyOfTheScreenShowsAt80By24(_ screen: Screen) async {
        var harness = await TerminalAppHarness.launched()
        for key in screen.keys { harness.press(key) }
        let footer = Self.footer(harness, lines: 2)
        for hint in harness.frontEnd.footerHints() {
            #expect(footer.contains("\(hint.key) \(hint.action)"), "\(screen.name): \(hint.key) missing")
        }
        for key in screen.newKeys { #expect(footer.contains(key), "\(screen.name): \(key) missing") }
    }

    @Test(arguments: screens)
    func theNewKeysShowAt80By24InRussian(_ screen: Screen) async {
        var harness = await TerminalAppHarness.launched(language: .russian)
        for key in screen.keys { harness.press(key) }
        let footer = Self.footer(harness, lines: 2)
        // Russian words are longer: the editor's and the list's footers leave out Ctrl-L (Redraw),
        // kept in the help.
        for key in screen.newKeys where !(["editor", "list"].contains(screen.name) && key == "Ctrl-L") {
            #expect(footer.contains(key), "\(screen.name): \(key) missing")
        }
    }

    @Test(arguments: screens)
    func aShortTerminalKeepsOneLineWithHelpFirstAndTheWayOutLast(_ screen: Screen) async {
        var harness = await TerminalAppHarness.launched(size: TerminalSize(columns: 40, rows: 15))
        for key in screen.keys { harness.press(key) }
        let hints = harness.frontEnd.footerHints()
        let last = harness.lines[harness.lines.count - 1]
        #expect(last.hasPrefix(" \(hints[0].key) "))
        #expect(last.hasSuffix("\(hints[hints.count - 1].key) \(hints[hints.count - 1].action)"))
        // The line above the footer is the screen's, not a second footer line.
        #expect(!harness.lines[harness.lines.count - 2].contains("\(hints[1].key) \(hints[1].action)"))
    }

    @Test func aWideTerminalShowsEveryKeyOnOneLine() async {
        var harness = await TerminalAppHarness.launched(size: TerminalSize(columns: 200, rows: 30))
        harness.press(.enter)
        let last = harness.lines[harness.lines.count - 1]
        for hint in harness.frontEnd.footerHints() { #expect(last.contains("\(hint.key) \(hint.action)")) }
    }
}
