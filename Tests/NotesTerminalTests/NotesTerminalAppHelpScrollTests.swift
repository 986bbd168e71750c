import NotesTerminal
import NotesViewModels
import Terminal
import Testing
import TextSnapshots

/// The help box scrolls when it is taller than the terminal; every key can be read, none cut at 80
/// columns; Ctrl-L redraws it, or a question, and closes neither.
///
/// Frames under `Snapshots/NotesTerminalAppHelpScrollTests/`.
@MainActor
@Suite struct NotesTerminalAppHelpScrollTests {
    @Test(arguments: NotesTerminalAppFrictionTests.sizes)
    func theHelpScrollsAndEveryKeyCanBeRead(size: TerminalSize) async throws {
        var harness = await TerminalAppHarness.launched(size: size)
        harness.press(.enter)  // the editor has the most keys
        harness.press(TerminalKeyPress(.function(1)))
        let suffix = NotesTerminalAppFrictionTests.suffix(size)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "help-editor-\(suffix)")
        var seen = Set(harness.lines)
        // Long descriptions wrap onto lines of their own at 40 columns: scroll far enough.
        for _ in 0..<80 {
            harness.press(.down)
            seen.formUnion(harness.lines)
        }
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "help-editor-end-\(suffix)")
        let everyKey = harness.frontEnd.helpHints().map(\.key)
        for key in everyKey {
            #expect(
                seen.contains { $0.contains("│ " + key) || $0.contains("│ " + String(key.prefix(12))) },
                "\(key)")
        }
        harness.press(TerminalKeyPress(.pageUp))
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "help-editor-page-up-\(suffix)")
        // Any other key closes it, and it is not typed.
        let editor = try #require(harness.shownEditor)
        let content = editor.content.value
        harness.type("z")
        #expect(!harness.lines.joined().contains("Any key closes this help"))
        #expect(!harness.lines.contains { $0.contains("PgUp PgDn") && $0.contains(" of ") })
        #expect(editor.content.value == content)
    }

    @Test(arguments: NotesLanguage.allCases)
    func noRowOfTheEditorsHelpIsCutAt80Columns(language: NotesLanguage) async throws {
        var harness = await TerminalAppHarness.launched(
            language: language, size: TerminalSize(columns: 80, rows: 60))
        harness.press(.enter, TerminalKeyPress(.function(1)))
        let lines = harness.lines
        let top = try #require(lines.firstIndex { $0.contains("┌─ ") })
        let bottom = try #require(lines[top...].firstIndex { $0.contains("└") })
        // Every key, a blank line and how to close it, between the borders: nothing scrolled away.
        #expect(bottom - top - 1 == harness.frontEnd.helpHints().count + 2)
        for row in lines[top...bottom] { #expect(!row.contains("…"), "\(row)") }
    }

    @Test func controlLRedrawsTheHelpAndLeavesItOpen() async {
        var harness = await TerminalAppHarness.launched(size: TerminalSize(columns: 80, rows: 40))
        harness.press(.character("?"))
        #expect(harness.press(.control("l")) == .redrawAll)
        #expect(harness.lines.joined().contains("Any key closes this help"))
    }

    @Test func controlLRedrawsAQuestionAndLeavesItAsked() async {
        var harness = await TerminalAppHarness.launched()
        let titles = harness.titles
        harness.press(.character("d"))
        #expect(harness.press(.control("l")) == .redrawAll)
        #expect(harness.lines.contains { $0.contains("Delete “") && $0.contains("? y / n") })
        harness.press(.character("n"))
        #expect(harness.titles == titles)
        // The question that any other key answers stays up too.
        harness.frontEnd.quitFailed(.awaitingAcknowledgement)
        #expect(harness.press(.control("l")) == .redrawAll)
        #expect(harness.lines.contains { $0.contains("Press q again") })
    }

    @Test func aHelpThatFitsDoesNotScroll() async {
        var harness = await TerminalAppHarness.launched(size: TerminalSize(columns: 80, rows: 40))
        harness.press(.character("?"))
        let before = harness.screen
        harness.press(.down)
        #expect(harness.screen == before)
        #expect(harness.lines.joined().contains("Any key closes this help"))
    }
}
