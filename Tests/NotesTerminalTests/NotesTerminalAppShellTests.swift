import Foundation
import NotesCore
import NotesTerminal
import NotesViewModels
import Terminal
import Testing
import TextSnapshots

/// The whole app in the terminal: resizing, Russian, a notice, a failed launch, quitting when the
/// save fails; frames under `Snapshots/NotesTerminalAppShellTests/`.
@MainActor
@Suite struct NotesTerminalAppShellTests {
    @Test func resizingRedrawsEveryFrameAtTheNewSizeKeepingTheFocus() async {
        var harness = await TerminalAppHarness.launched()
        harness.press(.down, .down)
        #expect(harness.send(.resize(TerminalSize(columns: 40, rows: 24))) == .redraw)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "list-40x24")
        #expect(harness.frame.lines.count == 24)
        #expect(harness.lines.allSatisfy { $0.count <= 40 })
        #expect(harness.lines.contains { $0.contains("▸■ \(harness.titles[2].prefix(8))") })
        harness.send(.resize(TerminalSize(columns: 100, rows: 30)))
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "list-100x30")
        #expect(harness.frame.lines.count == 30)
        #expect(harness.lines.contains { $0.contains("▸■ \(harness.titles[2])") })
        harness.press(.enter)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "editor-100x30")
        harness.send(.resize(TerminalSize(columns: 40, rows: 24)))
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "editor-40x24")
        #expect(harness.lines.allSatisfy { $0.count <= 40 })
    }

    @Test func russianShowsTheListAndTheKeysInRussian() async {
        var harness = await TerminalAppHarness.launched(language: .russian)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "russian-list")
        #expect(harness.lines.suffix(2).contains { $0.contains("Поиск") })
        harness.press(.character("d"))
        #expect(harness.lines.contains { $0.contains("Удалить «") })
        harness.press(.character("т"))
        #expect(harness.lines.contains { $0.contains("Удалить «") } == false)
        #expect(harness.app.listNotes?.rows.value.count == 5)
        harness.press(.character("d"), .character("д"))
        #expect(harness.app.listNotes?.rows.value.count == 4)
        #expect(harness.press(.character("й")) == .quit)
    }

    @Test func aDamagedStoreIsANoticeThatEnterAcknowledges() async throws {
        let first = await TerminalAppHarness.launched()
        var damaged = try #require(first.disk.contents(of: first.notesFile))
        damaged.removeLast(40)
        first.disk.setContents(damaged, of: first.notesFile)
        var harness = TerminalAppHarness(disk: first.disk, clock: first.clock)
        await harness.app.launch()
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "damaged-store-notice")
        #expect(harness.lines.contains { $0.contains("Notes were damaged") })
        #expect(harness.lines.contains { $0.contains("Press Enter") })
        #expect(harness.press(.character("q")) == .redraw)
        #expect(harness.app.notice.value != nil)
        harness.press(.enter)
        #expect(harness.app.notice.value == nil)
        #expect(harness.app.access.value == .writable)
        #expect(!harness.lines.contains { $0.contains("Notes were damaged") })
    }

    @Test func aFailedLaunchShowsThePathAndTheReasonAndAnyKeyQuits() async {
        var harness = TerminalAppHarness()
        harness.disk.failNext(.createDirectory)
        await harness.app.launch()
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "launch-failed")
        #expect(harness.lines.contains { $0.contains("Notes could not be opened") })
        #expect(harness.lines.contains { $0.contains("/store") })
        #expect(harness.press(.character("x")) == .quit)
    }

    @Test func quittingWhenTheSaveFailsAsksAndOnlyQQuitsWithoutSaving() async {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("n"))
        harness.type("Unsaved note")
        harness.press(.enter)
        harness.type("Body")
        harness.press(.control("s"))
        #expect(harness.press(.character("q")) == .quit)
        harness.disk.failNext(.append)
        let outcome = await harness.app.quitRequested()
        guard case .failed = outcome else {
            Issue.record("expected a failed save, got \(outcome)")
            return
        }
        harness.frontEnd.quitFailed(outcome)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "quit-save-failed-question")
        #expect(harness.lines.contains { $0.contains("Press q again") })
        #expect(harness.lines.last?.contains("q ") == true)
        #expect(harness.press(.character("x")) == .redraw)
        #expect(!harness.frontEnd.isQuittingWithoutSaving)
        #expect(!harness.lines.contains { $0.contains("Press q again") })
        harness.frontEnd.quitFailed(outcome)
        #expect(harness.press(.character("q")) == .quit)
        #expect(harness.frontEnd.isQuittingWithoutSaving)
    }

    @Test func theQuitQuestionTakesTheQKeyInARussianLayoutAsOnTheList() async {
        var harness = await TerminalAppHarness.launched(language: .russian)
        harness.frontEnd.quitFailed(.awaitingAcknowledgement)
        #expect(harness.lines.contains { $0.contains("Нажмите q ещё раз") })
        #expect(harness.press(.character("й")) == .quit)
    }
}
