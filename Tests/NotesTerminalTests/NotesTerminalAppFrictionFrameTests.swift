import Foundation
import NotesCore
import NotesTerminal
import NotesViewModels
import Terminal
import Testing
import TextSnapshots

/// The friction points whose questions, offers and notices come and go, each drawn at 80×24 and
/// 40×15 under `Snapshots/NotesTerminalAppFrictionFrameTests/`: the discard question, Ctrl-C over a
/// draft, the kept draft offered back, a second instance reading only, the custom square, trailing
/// spaces at the caret, and dates in Russian.
@MainActor
@Suite struct NotesTerminalAppFrictionFrameTests {
    static func named(_ name: String, _ size: TerminalSize) -> String {
        "\(name)-\(NotesTerminalAppFrictionTests.suffix(size))"
    }

    @Test(arguments: NotesTerminalAppFrictionTests.sizes)
    func escapeWithChangesAsksYesOrNoOnScreen(size: TerminalSize) async {
        var harness = await TerminalAppHarness.launched(size: size)
        harness.press(.enter)
        harness.type("!")
        harness.press(.escape)
        #expect(harness.lines.contains { $0.contains("Discard your changes? y / n") })
        assertSnapshot(
            harness.screen, style: harness.screenStyle, named: Self.named("discard-question", size))
        // Enter or any other key neither discards nor goes on typing: the question stays.
        harness.press(.enter)
        harness.press(.character("⁂"))
        #expect(harness.lines.contains { $0.contains("Discard your changes? y / n") })
        guard case .editNote(let editor) = harness.app.screen.value else {
            Issue.record("expected the editor, not \(String(describing: harness.app.screen.value))")
            return
        }
        #expect(editor.content.value.contains("!") && !editor.content.value.contains("⁂"))
        harness.press(.escape)
        #expect(!harness.lines.contains { $0.contains("Discard your changes?") })
        #expect(editor.content.value.contains("!"))
    }

    @Test(arguments: NotesTerminalAppFrictionTests.sizes)
    func controlCOverADraftAsksBeforeQuitting(size: TerminalSize) async {
        var harness = await TerminalAppHarness.launched(size: size)
        harness.press(.character("n"))
        harness.type("Do not lose me")
        #expect(harness.press(.control("c")) == .redraw)
        #expect(harness.lines.joined().contains("Quit and lose the note you are"))
        assertSnapshot(
            harness.screen, style: harness.screenStyle, named: Self.named("quit-over-draft-question", size))
        harness.press(.character("n"))
        #expect(!harness.lines.contains { $0.contains("Quit and lose") })
        #expect(harness.lines.contains { $0.contains("Do not lose me") })
    }

    @Test(arguments: NotesTerminalAppFrictionTests.sizes)
    func aDraftKeptAtTheEndIsOfferedBackOnTheNextLaunch(size: TerminalSize) async {
        var first = await TerminalAppHarness.launched(size: size)
        first.press(.character("n"))
        first.type("Only a title")
        _ = await first.app.terminationRequested()
        let next = TerminalAppHarness(disk: first.disk, clock: first.clock, size: size)
        await next.app.launch()
        #expect(next.app.keptDraft.value?.title == "Only a title")
        #expect(next.lines.joined().contains("A note was kept"))
        assertSnapshot(next.screen, style: next.screenStyle, named: Self.named("kept-draft-offered", size))
    }

    @Test(arguments: NotesTerminalAppFrictionTests.sizes)
    func aSecondInstanceOpensReadOnlyAndSaysWhy(size: TerminalSize) async {
        let first = await TerminalAppHarness.launched(size: size)
        let second = TerminalAppHarness(disk: first.disk, clock: first.clock, size: size, processID: 2)
        await second.app.launch()
        #expect(second.app.saveStatus.value == .readOnly)
        #expect(second.app.notice.value != nil)
        assertSnapshot(
            second.screen, style: second.screenStyle, named: Self.named("second-instance-read-only", size))
    }

    @Test(arguments: NotesTerminalAppFrictionTests.sizes)
    func rightOntoTheCustomSquareFocusesItWithoutThePicker(size: TerminalSize) async {
        var harness = await TerminalAppHarness.launched(size: size)
        harness.press(.enter, .tab)
        harness.press(.right, .right, .right)
        guard case .editNote = harness.app.screen.value else {
            Issue.record("expected the editor, not \(String(describing: harness.app.screen.value))")
            return
        }
        assertSnapshot(
            harness.screen, style: harness.screenStyle, named: Self.named("custom-square-focused", size))
    }

    @Test(arguments: NotesTerminalAppFrictionTests.sizes)
    func spacesTypedAtTheEndOfTheBodyMoveTheCaret(size: TerminalSize) async throws {
        var harness = await TerminalAppHarness.launched(size: size)
        harness.press(.character("n"))
        harness.type("Title")
        harness.press(.tab)
        harness.type("Body")
        let before = try #require(harness.frame.cursor)
        harness.type("   ")
        let after = try #require(harness.frame.cursor)
        #expect(after.row == before.row && after.column == before.column + 3)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: Self.named("trailing-spaces", size))
    }

    @Test(arguments: NotesTerminalAppFrictionTests.sizes)
    func russianDatesFollowTheLocale(size: TerminalSize) async {
        let harness = TerminalAppHarness(
            language: .russian, size: size, locale: Locale(identifier: "ru_RU"))
        await harness.app.launch()
        #expect(!harness.lines.joined().contains(" AM") && harness.lines.joined().contains("8:00"))
        assertSnapshot(harness.screen, style: harness.screenStyle, named: Self.named("russian-list", size))
    }
}
