import NotesCore
import NotesTerminal
import NotesViewModels
import Terminal
import Testing
import TextSnapshots

/// The notes list in the terminal: first launch, search as you type, a new note, deletion with a
/// question; frames under `Snapshots/NotesTerminalAppListTests/`.
@MainActor
@Suite struct NotesTerminalAppListTests {
    @Test func firstLaunchShowsOpeningThenTheSeedNotesWithTheFirstFocused() async {
        let harness = TerminalAppHarness()
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "launching")
        #expect(harness.lines.contains { $0.contains("Opening notes…") })
        await harness.app.launch()
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "first-launch")
        #expect(harness.lines.contains { $0.contains("▸■ \(harness.titles[0])") })
        #expect(harness.frame.lines.count == 24)
        #expect(harness.frame.cursor == nil)
    }

    @Test func searchFiltersAtEveryKeystrokeWithTheCaretInTheField() async {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("/"))
        harness.type("sh")
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "search-typing-sh")
        #expect(harness.app.listNotes?.rows.value.count == 2)
        #expect(harness.frame.cursor == CursorPosition(column: 12, row: 4))
        harness.type("ort n")
        #expect(harness.app.listNotes?.searchQuery.value == "short n")
        harness.press(.backspace, .backspace)
        #expect(harness.app.listNotes?.searchQuery.value == "short")
        harness.press(.enter)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "search-kept-rows-focused")
        #expect(harness.frame.cursor == nil)
        harness.press(.escape)
        #expect(harness.app.listNotes?.searchQuery.value == "")
        #expect(harness.app.listNotes?.rows.value.count == harness.titles.count)
    }

    @Test func pastedTextSearchesAsTyping() async {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("/"))
        harness.send(.paste("iron"))
        #expect(harness.app.listNotes?.searchQuery.value == "iron")
        #expect(harness.app.listNotes?.rows.value.count == 1)
    }

    @Test func aNewNoteIsTypedSavedWithControlSAndListed() async throws {
        var harness = await TerminalAppHarness.launched()
        let before = harness.titles.count
        harness.press(.character("n"))
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "new-note-empty")
        harness.type("Call mum")
        harness.press(.enter)
        harness.type("Sunday")
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "new-note-typed")
        harness.press(.control("s"))
        #expect(harness.titles.count == before + 1)
        #expect(harness.titles.contains("Call mum"))
        let row = try #require(harness.lines.firstIndex { $0.contains("Call mum") })
        #expect(harness.lines[row].contains("Sunday"))
        #expect(harness.lines[0].contains("Unsaved"))
        await harness.autosave()
        #expect(harness.lines[0].contains("Saved"))
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "new-note-listed-and-saved")
        let next = TerminalAppHarness(disk: harness.disk, clock: harness.clock)
        await next.app.launch()
        #expect(next.lines.contains { $0.contains("Call mum") })
    }

    @Test func deletingAsksAndNoKeepsTheNote() async throws {
        var harness = await TerminalAppHarness.launched()
        let titles = harness.titles
        harness.press(.down, .character("d"))
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "delete-question")
        #expect(harness.lines.contains { $0.contains("Delete “\(titles[1])”? y / n") })
        harness.press(.character("n"))
        #expect(harness.titles == titles)
        #expect(!harness.lines.contains { $0.contains("Delete “") })
    }

    @Test func deletingAsksAndYesRemovesTheFocusedNote() async throws {
        var harness = await TerminalAppHarness.launched()
        let titles = harness.titles
        harness.press(.down, .character("d"), .character("y"))
        var expected = titles
        expected.remove(at: 1)
        #expect(harness.titles == expected)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "deleted-second-row")
    }

    @Test func deletingTheTickedNotesAsksSayingHowManyAndNoKeepsThem() async throws {
        var harness = await TerminalAppHarness.launched()
        let titles = harness.titles
        harness.press(.character("e"), .character(" "), .down, .character(" "), .character("d"))
        #expect(harness.lines.contains { $0.contains("Delete 2 ticked notes? y / n") })
        #expect(harness.titles == titles)
        harness.press(.character("n"))
        #expect(harness.titles == titles)
        #expect(!harness.lines.contains { $0.contains("ticked notes?") })
        // Still ticked: `d` asks again, and `y` deletes both.
        harness.press(.character("d"), .character("y"))
        #expect(harness.titles.count == titles.count - 2)
    }

    @Test func deletingTheTickedNotesAsksInRussianToo() async throws {
        var harness = await TerminalAppHarness.launched(language: .russian)
        let titles = harness.titles
        harness.press(.character("e"), .character(" "), .character("d"))
        #expect(harness.lines.contains { $0.contains("Удалить 1 отмеченную заметку? y / n") })
        harness.press(.character("т"))  // n: no
        harness.press(.down, .character(" "), .character("d"))
        #expect(harness.lines.contains { $0.contains("Удалить 2 отмеченные заметки? y / n") })
        #expect(harness.titles == titles)
        harness.press(.character("н"))  // нет: no, though it shares its key with y
        #expect(harness.titles == titles)
        harness.press(.character("d"), .character("д"))  // да: yes
        #expect(harness.titles.count == titles.count - 2)
    }

    @Test func quitOnTheListIsAQuitAction() async {
        var harness = await TerminalAppHarness.launched()
        #expect(harness.press(.down) == .redraw)
        #expect(harness.press(.character("q")) == .quit)
        #expect(harness.press(.control("c")) == .quit)
    }
}
