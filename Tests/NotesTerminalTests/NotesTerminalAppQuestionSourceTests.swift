import Foundation
import NotesCore
import NotesViewModels
import Terminal
import Testing

/// A question or a prompt on screen shows the notes as they are now: what it says (a title, how
/// many notes) is read from the view models each time it is drawn, so a change that comes without
/// a key while it is up (another device's notes merged, a note self-destructing) is what it says.
@MainActor
@Suite struct NotesTerminalAppQuestionSourceTests {
    @Test func theExportPromptCountsTheNotesAsTheyAreNow() async throws {
        var harness = await TerminalAppHarness.launched()
        let count = harness.app.library.notebook.noteCount
        harness.press(.character("X"))
        #expect(harness.lines.contains { $0.contains("Export \(count) notes as Markdown") })
        harness.app.library.save(
            Note(
                id: Note.ID(UUID()), title: "From the other device", content: "x",
                createdAt: TerminalAppHarness.start))
        #expect(harness.lines.contains { $0.contains("Export \(count + 1) notes as Markdown") })
        harness.type("/out")
        harness.press(.enter)
        #expect(harness.lines.joined().contains("Exporting \(count + 1) notes to /out…"))
        await harness.frontEnd.exportFinished()
        #expect(harness.lines.joined().contains("Exported: \(count + 1) files in /out"))
    }

    @Test func anExportOfANoteThatLeftMeanwhileWritesNothing() async throws {
        var harness = await TerminalAppHarness.launched()
        let focused = try #require(harness.app.library.notebook.notes.first)
        harness.press(.character("x"))
        #expect(harness.lines.contains { $0.contains("Export 1 note as Markdown") })
        _ = harness.app.library.removeNotes(withIDs: [focused.id])
        harness.type("/out")
        harness.press(.enter)
        #expect(!harness.frontEnd.isExporting)
        #expect(harness.disk.records.allSatisfy { !$0.path.hasPrefix("/out") })
        #expect(!harness.lines.contains { $0.contains("To folder:") })
    }

    @Test func theDeleteQuestionNamesTheNoteAsItIsNow() async throws {
        var harness = await TerminalAppHarness.launched()
        let second = try #require(harness.app.library.note(withID: harness.app.library.notebook.notes[1].id))
        harness.press(.down, .character("d"))
        #expect(harness.lines.contains { $0.contains("Delete “\(second.title)”? y / n") })
        var renamed = second
        renamed.title = "Renamed elsewhere"
        harness.app.library.save(renamed)
        #expect(harness.lines.contains { $0.contains("Delete “Renamed elsewhere”? y / n") })
        harness.press(.character("y"))
        #expect(harness.app.library.note(withID: second.id) == nil)
    }

    @Test func theTickedQuestionCountsTheTickedNotesStillThere() async throws {
        var harness = await TerminalAppHarness.launched()
        let notes = Array(harness.app.library.notebook.notes)
        harness.press(.character("e"), .character(" "), .down, .character(" "), .character("d"))
        #expect(harness.lines.contains { $0.contains("Delete 2 ticked notes? y / n") })
        _ = harness.app.library.removeNotes(withIDs: [notes[0].id])
        #expect(harness.lines.contains { $0.contains("Delete 1 ticked note? y / n") })
        harness.press(.character("y"))
        #expect(harness.app.library.note(withID: notes[1].id) == nil)
        #expect(harness.app.library.notebook.noteCount == notes.count - 2)
    }
}

/// The list's focus stays on its note when rows come or go above it without a key.
@MainActor
@Suite struct NotesTerminalAppListFocusTests {
    /// The title on the focused (marked) line.
    private func focusedLine(_ harness: TerminalAppHarness) -> String? {
        harness.lines.first { $0.dropFirst().first == "▸" }
    }

    @Test func aNoteArrivingAboveLeavesTheFocusOnTheSameNote() async throws {
        var harness = await TerminalAppHarness.launched()
        let titles = harness.titles
        harness.press(.down)
        #expect(focusedLine(harness)?.contains(titles[1]) == true)
        harness.app.library.save(
            Note(
                id: Note.ID(UUID()), title: "From the other device", content: "x",
                createdAt: TerminalAppHarness.start.addingTimeInterval(3_600)))
        #expect(harness.titles.first == "From the other device")
        #expect(focusedLine(harness)?.contains(titles[1]) == true)
        harness.press(.character("d"))
        #expect(harness.lines.contains { $0.contains("Delete “\(titles[1])”? y / n") })
        harness.press(.character("n"))
        harness.press(.down)
        #expect(focusedLine(harness)?.contains(titles[2]) == true)
    }

    @Test func theFocusedNoteLeavingKeepsTheFocusAtItsPlace() async throws {
        var harness = await TerminalAppHarness.launched()
        let notes = Array(harness.app.library.notebook.notes)
        harness.press(.down)
        _ = harness.app.library.removeNotes(withIDs: [notes[1].id])
        #expect(focusedLine(harness)?.contains(notes[2].title) == true)
    }
}

/// `u` brings back the last deletion only where it shows.
@MainActor
@Suite struct NotesTerminalAppUndoPlaceTests {
    @Test func uOnTheListBringsBackNoPhotoAndTheGalleryBringsItBack() async throws {
        var harness = await TerminalAppHarness.launched()
        let photoCount = harness.app.library.notebook.photoCount
        harness.press(.tab, .character("d"), .character("y"))
        #expect(harness.app.library.notebook.photoCount == photoCount - 1)
        harness.press(.tab)
        harness.press(.character("u"))
        #expect(harness.app.library.notebook.photoCount == photoCount - 1)
        harness.press(.tab)
        harness.press(.character("u"))
        #expect(harness.app.library.notebook.photoCount == photoCount)
    }

    @Test func uInTheGalleryBringsBackNoNote() async throws {
        var harness = await TerminalAppHarness.launched()
        let titles = harness.titles
        harness.press(.character("d"), .character("y"))
        harness.press(.tab, .character("u"))
        #expect(harness.titles.count == titles.count - 1)
        harness.press(.tab, .character("u"))
        #expect(harness.titles == titles)
    }
}
