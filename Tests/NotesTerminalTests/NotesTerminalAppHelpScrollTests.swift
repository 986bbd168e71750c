import NotesTerminal
import NotesViewModels
import Terminal
import Testing
import TextSnapshots

/// The help box scrolls when it is taller than the terminal; every key can be read.
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
        assertSnapshot(harness.screen, named: "help-editor-\(suffix)")
        var seen = Set(harness.lines)
        for _ in 0..<40 {
            harness.press(.down)
            seen.formUnion(harness.lines)
        }
        assertSnapshot(harness.screen, named: "help-editor-end-\(suffix)")
        let everyKey = harness.frontEnd.helpHints().map(\.key)
        for key in everyKey {
            #expect(
                seen.contains { $0.contains("│ " + key) || $0.contains("│ " + String(key.prefix(12))) },
                "\(key)")
        }
        harness.press(TerminalKeyPress(.pageUp))
        assertSnapshot(harness.screen, named: "help-editor-page-up-\(suffix)")
        // Any other key closes it, and it is not typed.
        let editor = try #require(harness.shownEditor)
        let content = editor.content.value
        harness.type("z")
        #expect(!harness.lines.joined().contains("Any key closes this help"))
        #expect(!harness.lines.contains { $0.contains("PgUp PgDn") && $0.contains(" of ") })
        #expect(editor.content.value == content)
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
