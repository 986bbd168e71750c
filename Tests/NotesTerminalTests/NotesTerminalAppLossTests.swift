import Foundation
import NotesCore
import NotesTerminal
import NotesViewModels
import Terminal
import Testing

/// Nothing the user typed is dropped without a word: Esc asks before it drops a note Done refuses,
/// staying after a failed quit goes on saving, ending on a full disk prints what was not saved, a
/// read-only instance takes no edit it could not keep, and only an explicit choice deletes a kept
/// draft.
@MainActor
@Suite struct NotesTerminalAppLossTests {
    static var draftFile: URL {
        TerminalAppHarness.directory.appendingPathComponent(NoteStore.draftFileName)
    }

    /// Esc on the editor as it is now: asks, `n` stays with the text, Esc and `y` discard it.
    private func escapeAsksThenDiscards(_ harness: inout TerminalAppHarness, keeping text: String) throws {
        let editor = try #require(harness.shownEditor)
        harness.press(.escape)
        #expect(harness.lines.contains { $0.contains("Discard your changes? y / n") })
        harness.press(.character("n"))
        #expect(harness.shownEditor === editor)
        #expect(editor.title.value.contains(text) || editor.content.value.contains(text))
        harness.press(.escape, .character("y"))
        #expect(harness.shownEditor == nil)
    }

    @Test func escapeOnANewNoteWithABodyAndNoTitleAsksFirst() async throws {
        var harness = await TerminalAppHarness.launched()
        let count = harness.titles.count
        harness.press(.character("n"), .tab)
        harness.type("Three paragraphs of text")
        #expect(harness.shownEditor?.doneMode.value == .disabled)
        try escapeAsksThenDiscards(&harness, keeping: "Three paragraphs of text")
        #expect(harness.titles.count == count)
    }

    @Test func escapeOnANewNoteWithATitleAndNoBodyAsksFirst() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("n"))
        harness.type("Only a title")
        #expect(harness.shownEditor?.doneMode.value == .disabled)
        try escapeAsksThenDiscards(&harness, keeping: "Only a title")
    }

    @Test func escapeOnANoteWhoseTitleWasClearedAsksFirst() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.enter)
        let editor = try #require(harness.shownEditor)
        let note = try #require(harness.app.library.note(withID: editor.noteID))
        harness.press(TerminalKeyPress(.tab, modifiers: .shift), TerminalKeyPress(.end))
        for _ in note.title { harness.press(.backspace) }
        #expect(editor.title.value.isEmpty)
        #expect(editor.doneMode.value == .disabled)
        harness.press(.escape)
        #expect(harness.lines.contains { $0.contains("Discard your changes? y / n") })
        harness.press(.character("n"))
        #expect(harness.shownEditor === editor)
        #expect(editor.content.value == note.content)
        harness.press(.escape, .character("y"))
        #expect(harness.app.library.note(withID: note.id) == note)
    }

    /// A note typed and saved on a full disk, then `q`: the quit's save fails and the question is up.
    private func quitFailedOnAFullDisk(_ harness: inout TerminalAppHarness) async -> AppQuitOutcome? {
        harness.disk.limitCapacity(to: harness.disk.usedBytes + 64)
        harness.press(.character("n"))
        harness.type("Typed on a full disk")
        harness.press(.enter)
        harness.send(.paste(String(repeating: "Kept. ", count: 50)))
        harness.press(.control("s"))
        #expect(harness.press(.character("q")) == .quit)
        let outcome = await harness.app.quitRequested()
        guard case .failed = outcome else {
            Issue.record("expected a failed save, got \(outcome)")
            return nil
        }
        harness.frontEnd.quitFailed(outcome)
        return outcome
    }

    /// Frees the disk and waits for the retry the failed save scheduled.
    private func spaceFreedAndRetried(_ harness: TerminalAppHarness) async {
        harness.disk.limitCapacity(to: nil)
        guard case .failed(let failure) = harness.app.saveStatus.value, let retryAt = failure.retryAt else {
            Issue.record("expected a failed save with a retry, got \(harness.app.saveStatus.value)")
            return
        }
        harness.clock.advance(to: retryAt)
        await harness.app.savesSettled()
    }

    @Test func stayingAfterAFailedQuitGoesOnRetryingTheSave() async throws {
        var harness = await TerminalAppHarness.launched()
        guard await quitFailedOnAFullDisk(&harness) != nil else { return }
        // Any key but q stays.
        #expect(harness.press(.character("x")) == .redraw)
        #expect(harness.lines[0].contains("Save failed, retrying"))
        // The user frees space; the retry the status promises saves the note.
        await spaceFreedAndRetried(harness)
        #expect(harness.app.saveStatus.value == .saved)
        #expect(harness.lines[0].contains("Saved"))
        let next = TerminalAppHarness(disk: harness.disk, clock: harness.clock)
        await next.app.launch()
        #expect(next.titles.contains("Typed on a full disk"))
    }

    @Test func qAfterARetrySavedEverythingIsAnOrdinaryQuit() async throws {
        var harness = await TerminalAppHarness.launched()
        guard await quitFailedOnAFullDisk(&harness) != nil else { return }
        // The retry saves while the question is still up.
        await spaceFreedAndRetried(harness)
        #expect(harness.app.saveStatus.value == .saved)
        #expect(harness.press(.character("q")) == .quit)
        #expect(!harness.frontEnd.isQuittingWithoutSaving)
        #expect(await harness.app.quitRequested() == .saved)
        #expect(harness.frontEnd.lossText.isEmpty)
    }

    @Test func endingOnAFullDiskPrintsTheCommittedNoteAndTheDraft() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.disk.limitCapacity(to: harness.disk.usedBytes)
        harness.press(.character("n"))
        harness.type("Committed")
        harness.press(.enter)
        harness.type("Its body")
        harness.press(.control("s"))
        harness.press(.character("n"))
        harness.type("Half typed")
        guard case .failed = await harness.app.terminationRequested() else {
            Issue.record("expected the last save to fail on a full disk")
            return
        }
        #expect(harness.disk.contents(of: Self.draftFile) == nil)
        let text = harness.frontEnd.lossText
        #expect(text.hasPrefix("notes: 2 notes were not saved (Not saved to /store/notes.json: "))
        #expect(text.contains("their text follows:\n\nCommitted\n\nIts body\n\nHalf typed\n"))
    }

    @Test func aQuitThatSavedEverythingPrintsNothing() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("n"))
        harness.type("Saved")
        harness.press(.enter)
        harness.type("Body")
        harness.press(.control("s"))
        #expect(!harness.frontEnd.lossText.isEmpty)
        #expect(await harness.app.quitRequested() == .saved)
        #expect(harness.frontEnd.lossText.isEmpty)
    }

    @Test func aReadOnlyInstanceTakesNoNewNoteAndNoEditAndSaysWhy() async throws {
        let first = await TerminalAppHarness.launched()
        var second = TerminalAppHarness(disk: first.disk, clock: first.clock, processID: 2)
        await second.app.launch()
        #expect(second.app.access.value.isReadOnly)
        second.press(.enter)
        #expect(second.app.notice.value == nil)
        // A new note is refused, and the notice says why.
        second.press(.character("n"))
        #expect(second.shownEditor == nil)
        #expect(second.lines.contains { $0.contains("Notes are read-only") })
        second.press(.enter)
        // A note opens to be read; typing, pasting and deleting are refused with the notice.
        second.press(.enter)
        let editor = try #require(second.shownEditor)
        let note = try #require(second.app.library.note(withID: editor.noteID))
        second.type("Lost?")
        #expect(second.lines.contains { $0.contains("Notes are read-only") })
        second.press(.enter)
        second.send(.paste("Pasted"))
        #expect(second.app.notice.value != nil)
        second.press(.enter)
        second.press(.control("d"))
        #expect(second.app.notice.value != nil)
        second.press(.enter)
        #expect(editor.title.value == note.title && editor.content.value == note.content)
        #expect(!editor.currentDraft.isDirty)
        // Nothing changed, so Esc goes back at once, and nothing is left to lose.
        second.press(.escape)
        #expect(second.shownEditor == nil)
        #expect(second.app.unsavedNotes.isEmpty)
        #expect(await second.app.quitRequested() == .readOnly)
        #expect(second.frontEnd.lossText.isEmpty)
    }

    @Test func aReadOnlyInstanceDeletesNoNoteOrPhotoAndAddsNoPhotoAndSaysWhy() async throws {
        let first = await TerminalAppHarness.launched()
        var second = TerminalAppHarness(disk: first.disk, clock: first.clock, processID: 2)
        await second.app.launch()
        #expect(second.app.access.value.isReadOnly)
        second.press(.enter)
        let titles = second.titles
        let photoCount = second.app.library.notebook.photoCount
        func refusedSayingWhy(_ presses: TerminalKeyPress...) {
            for press in presses { second.press(press) }
            #expect(second.lines.contains { $0.contains("Notes are read-only") }, "\(presses)")
            second.press(.enter)
            #expect(!second.lines.contains { $0.contains("? y / n") }, "\(presses)")
        }
        refusedSayingWhy(.down, .character("d"))
        refusedSayingWhy(.character("e"), .character(" "), .character("d"))
        second.press(.character("e"))
        refusedSayingWhy(.character("u"))
        second.press(.tab)
        refusedSayingWhy(.character("d"))
        refusedSayingWhy(.character("a"))
        #expect(!second.lines.contains { $0.contains("File path") })
        second.press(.enter)
        refusedSayingWhy(.character("d"))
        #expect(second.titles == titles)
        #expect(second.app.library.notebook.photoCount == photoCount)
        #expect(second.app.unsavedNotes.isEmpty)
    }

    @Test func escapeOnTheKeptDraftKeepsItForTheNextLaunchAndOnlyYDeletesIt() async throws {
        var first = await TerminalAppHarness.launched()
        first.press(.character("n"))
        first.type("Only a title")
        _ = await first.app.terminationRequested()
        var next = TerminalAppHarness(disk: first.disk, clock: first.clock)
        await next.app.launch()
        #expect(next.app.keptDraft.value?.title == "Only a title")
        #expect(next.lines.last?.contains("Esc Later") == true)
        next.press(.escape)
        #expect(next.app.keptDraft.value == nil)
        #expect(next.disk.contents(of: Self.draftFile) != nil)
        #expect(await next.app.quitRequested() == .saved)

        var third = TerminalAppHarness(disk: first.disk, clock: first.clock)
        await third.app.launch()
        #expect(third.app.keptDraft.value?.title == "Only a title")
        third.press(.character("d"))
        #expect(third.lines.joined().contains("Delete the kept note"))
        // Enter does not answer; n goes back to the offer; the draft stays.
        third.press(.enter)
        #expect(third.lines.joined().contains("Delete the kept note"))
        third.press(.character("n"))
        #expect(third.app.keptDraft.value != nil)
        #expect(third.disk.contents(of: Self.draftFile) != nil)
        third.press(.character("d"), .character("y"))
        #expect(third.app.keptDraft.value == nil)
        #expect(third.disk.contents(of: Self.draftFile) == nil)
    }
}
