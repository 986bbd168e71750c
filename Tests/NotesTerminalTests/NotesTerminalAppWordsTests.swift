import Foundation
import NotesCore
import NotesTerminal
import NotesViewModels
import Terminal
import Testing

/// What the app says: help first in every footer (F1 where `?` is typed text), the help box naming
/// the keys in effect, whole and wrapped, one name per key, and plain words for what went wrong.
@MainActor
@Suite struct NotesTerminalAppWordsTests {
    /// A state whose footer once left out the help key, the keys that reach it and its help key.
    struct State: CustomTestStringConvertible, Sendable {
        var name: String
        var keys: [TerminalKeyPress]
        var helpKey: String
        var testDescription: String { name }
    }

    nonisolated static let states = [
        State(name: "tick mode", keys: [.character("e")], helpKey: "?"),
        State(name: "search", keys: [.character("/")], helpKey: "F1"),
        State(name: "export prompt", keys: [.character("x")], helpKey: "F1"),
        State(
            name: "hex field", keys: [.character("n"), .tab, .tab, .enter, .character("#")], helpKey: "F1"),
        State(name: "photo path", keys: [.tab, .character("a")], helpKey: "F1"),
    ]

    @Test(arguments: states)
    func helpComesFirstInTheFooter(_ state: State) async {
        for language in NotesLanguage.allCases {
            var harness = await TerminalAppHarness.launched(language: language)
            for key in state.keys { harness.press(key) }
            let hints = harness.frontEnd.footerHints()
            #expect(hints.first?.key == state.helpKey, "\(state.name) \(language)")
            let help = language == .russian ? "Справка" : "Help"
            #expect(
                harness.lines.last?.hasPrefix(" \(state.helpKey) \(help)") == true,
                "\(state.name) \(language): \(harness.lines.last ?? "")")
        }
    }

    @Test func thePhotoPathFooterSaysWhatToType() async {
        var harness = await TerminalAppHarness.launched()
        harness.press(.tab, .character("a"))
        #expect(harness.lines.last?.contains("Type a file path") == true)
    }

    @Test func theHelpInTickModeListsTickModesKeys() async {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("e"))
        let rows = harness.frontEnd.helpHints().map { "\($0.key) \($0.action)" }
        #expect(!rows.contains("Enter Open"))
        #expect(!rows.contains { $0.hasPrefix("n ") || $0.hasPrefix("v ") })
        #expect(rows.contains("Space Enter Tick / untick the note"))
        #expect(rows.contains("d Delete Delete the ticked notes"))
        #expect(rows.contains("Esc Leave tick mode"))
        // `n` does nothing in tick mode, as the help says.
        #expect(harness.press(.character("n")) == .redraw)
        #expect(harness.shownEditor == nil)
    }

    /// The row of `key` in `usage`, the first from its start.
    static func row(_ usage: String, key: String) -> String? {
        usage.components(separatedBy: "\n").first { $0.hasPrefix("    \(key) ") }
    }

    @Test func controlCInTheHelpQuitsAsOnTheScreenUnderIt() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("?"))
        #expect(harness.press(.control("c")) == .quit)
        // Over an editor with changes, it closes the help and asks first.
        var editing = await TerminalAppHarness.launched()
        editing.press(.character("n"))
        editing.type("Keep me")
        editing.press(TerminalKeyPress(.function(1)))
        #expect(editing.press(.control("c")) == .redraw)
        #expect(!editing.lines.joined().contains("Any key closes this help"))
        #expect(editing.lines.joined().contains("Quit and lose the note you are typing?"))
        let help = try #require(NotesCommandLine.usage.components(separatedBy: "  help box\n").last)
        #expect(Self.row(help, key: "Ctrl-C")?.hasSuffix("Quit (asks before losing work)") == true)
    }

    @Test func controlCOnANoteSavedBeforeAsksToLoseTheChanges() async {
        for language in NotesLanguage.allCases {
            var harness = await TerminalAppHarness.launched(language: language)
            harness.press(.enter)
            harness.type("!")
            harness.press(.control("c"))
            let text = harness.lines.joined()
            let question =
                language == .russian ? "Выйти и потерять изменения?" : "Quit and lose your changes?"
            #expect(text.contains(question), "\(language)")
        }
    }

    @Test(arguments: [80, 40])
    func noHelpRowIsCutAndALongOneWrapsUnderItsDescription(columns: Int) async throws {
        for language in NotesLanguage.allCases {
            for keys in [[], [TerminalKeyPress.enter], [.tab]] {
                var harness = await TerminalAppHarness.launched(
                    language: language, size: TerminalSize(columns: columns, rows: 90))
                for key in keys { harness.press(key) }
                harness.press(TerminalKeyPress(.function(1)))
                let lines = harness.lines
                let top = try #require(lines.firstIndex { $0.contains("┌─ ") })
                let bottom = try #require(lines[top...].firstIndex { $0.contains("└") })
                for row in lines[top...bottom] {
                    #expect(!row.contains("…"), "\(language) \(columns): \(row)")
                }
            }
        }
        var harness = await TerminalAppHarness.launched(size: TerminalSize(columns: 40, rows: 90))
        harness.press(.character("?"))
        let lines = harness.lines
        let search = try #require(lines.firstIndex { $0.contains("│ /  ") })
        let column = try #require(lines[search].range(of: "Search")).lowerBound
        let offset = lines[search].distance(from: lines[search].startIndex, to: column)
        let next = lines[search + 1]
        // The continuation starts in the description's column.
        #expect(next.dropFirst(offset).first?.isLetter == true, "\(next)")
        #expect(next.prefix(offset).allSatisfy { $0 == " " || $0 == "│" }, "\(next)")
    }

    @Test func aKeyHasOneNameAndOnlyKeysThatCanBeTyped() {
        let usage = NotesCommandLine.usage
        #expect(Self.row(usage, key: "Ctrl-R")?.hasSuffix("Other version: another device's") == true)
        #expect(!usage.contains("Another device's version"))
        #expect(Self.row(usage, key: "e")?.hasSuffix("Tick notes to delete") == true)
        #expect(GalleryText.emptyMessage(.english) == "No photos yet. Add one and it shows here.")
        #expect(!GalleryText.emptyMessage(.russian).contains("Нажмите"))
    }

    @Test func theListsFooterNamesTickModeAsItsHelpDoes() async {
        var harness = await TerminalAppHarness.launched()
        let footer = harness.frontEnd.footerHints().first { $0.key == "e" }
        #expect(footer?.action == "Tick")
        #expect(harness.frontEnd.helpHints().first { $0.key == "e" }?.action.hasPrefix("Tick") == true)
        harness.press(.character("e"))
        #expect(harness.frontEnd.footerHints().first { $0.key == "e" }?.action == "Done")
    }

    @Test func theWordsAreRussiansOwn() async {
        var harness = await TerminalAppHarness.launched(language: .russian)
        harness.press(.character("e"))
        #expect(
            harness.frontEnd.footerHints().contains { $0.key == "d" && $0.action == "Удалить отмеченные" })
        harness.press(.character("e"), .enter)
        let footer = harness.frontEnd.footerHints()
        #expect(footer.contains { $0.key == "Ctrl-/" && $0.action == "Отменить" })
        #expect(footer.contains { $0.key == "Ctrl-L" && $0.action == "Обновить" })
        #expect(harness.frontEnd.helpHints().contains { $0.key == "Ctrl-L" && $0.action == "Обновить экран" })
        harness.press(.escape)
        #expect(harness.frontEnd.footerHints().contains { $0.action == "Переход" })
        #expect(!harness.frontEnd.helpHints().contains { $0.action == "Выбор" })
    }

    @Test func aSearchFindingNothingQuotesTheQueryOnce() {
        #expect(
            ListNotesText.noResults(for: "\"хлеб молоко\"", language: .english)
                == "No results for “хлеб молоко”")
        #expect(
            ListNotesText.noResults(for: "\"хлеб молоко\"", language: .russian)
                == "Ничего не найдено по запросу «хлеб молоко»")
        #expect(ListNotesText.noResults(for: "a \"b\"", language: .english) == "No results for “a \"b\"”")
    }

    @Test func anExportIntoAFileSaysSoPlainly() async {
        var harness = await TerminalAppHarness.launched()
        harness.disk.setContents(Data([1]), of: URL(fileURLWithPath: "/tmp/x"))
        harness.press(.character("X"))
        harness.type("/tmp/x")
        harness.press(.enter)
        await harness.frontEnd.exportFinished()
        let text = harness.lines.joined(separator: " ")
        #expect(text.contains("Nothing exported: /tmp/x is a file, not a folder."), "\(text)")
        #expect(!text.contains("errno"))
    }

    @Test func anUnknownArgumentSaysWhereToReadMore() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let run = try NotesProgram.runWithPipes(arguments: ["--bogus"], store: store)
        #expect(run.status == 64)
        #expect(run.error == "notes: unknown argument “--bogus”; see notes --help\n")
        #expect(run.output.isEmpty)
    }
}
