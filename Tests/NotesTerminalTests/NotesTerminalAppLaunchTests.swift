import Foundation
import NotesCore
import NotesTerminal
import NotesViewModels
import Terminal
import Testing
import TextSnapshots

/// A progressive launch in the terminal: the newest notes with "Loading…" while the rest of the
/// store is read, keys that work meanwhile, and a redraw when the rest arrives; frames under
/// `Snapshots/NotesTerminalAppLaunchTests/`.
@MainActor
@Suite struct NotesTerminalAppLaunchTests {
    @Test func theListSaysLoadingAndTakesKeysUntilTheRestArrives() async throws {
        let first = await TerminalAppHarness.launched()
        let stored = first.titles
        #expect(await first.app.quitRequested() == .saved)
        let reading = ControlledStoreReading()
        var harness = TerminalAppHarness(
            disk: first.disk, clock: first.clock, storeReading: reading.reading, firstPageCount: 2)
        var redraws = 0
        harness.frontEnd.redrawRequested = { redraws += 1 }
        let app = harness.app
        let launching = Task { await app.launch() }
        while !reading.isStarted { await Task.yield() }
        #expect(reading.deliverFirstPage())
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "first-page-loading")
        #expect(harness.lines.contains { $0.contains("Loading…") })
        #expect(harness.app.listNotes?.rows.value.count == 2)
        // The newest note is deleted while the rest is read, and stays deleted after.
        harness.press(.character("d"), .character("y"))
        #expect(harness.app.listNotes?.rows.value.count == 1)
        redraws = 0
        #expect(reading.deliverRest())
        await launching.value
        #expect(redraws > 0)
        #expect(!harness.lines.contains { $0.contains("Loading…") })
        #expect(harness.titles == Array(stored.dropFirst()))
        #expect(await harness.app.quitRequested() == .saved)
        let next = TerminalAppHarness(disk: first.disk, clock: first.clock)
        await next.app.launch()
        #expect(next.titles == Array(stored.dropFirst()))
    }

    @Test func theListSaysLoadingInRussian() async {
        let first = await TerminalAppHarness.launched()
        _ = await first.app.quitRequested()
        let reading = ControlledStoreReading()
        let harness = TerminalAppHarness(
            disk: first.disk, clock: first.clock, language: .russian, storeReading: reading.reading,
            firstPageCount: 2)
        let launching = Task { await harness.app.launch() }
        while !reading.isStarted { await Task.yield() }
        reading.deliverFirstPage()
        #expect(harness.lines.contains { $0.contains("Загрузка…") })
        reading.deliverRest()
        await launching.value
        #expect(!harness.lines.contains { $0.contains("Загрузка…") })
    }
}
