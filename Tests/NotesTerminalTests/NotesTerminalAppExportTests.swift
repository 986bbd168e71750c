import Foundation
import NotesCore
import NotesTerminal
import NotesTextUI
import NotesViewModels
import Terminal
import Testing
import TextSnapshots

/// Export from the list: `x` the focused note, `X` every note, into a folder the user types, as
/// Markdown or (Tab) plain text; frames under `Snapshots/NotesTerminalAppExportTests/`.
@MainActor
@Suite struct NotesTerminalAppExportTests {
    @Test(arguments: NotesTerminalAppFrictionTests.sizes)
    func capitalXAsksForAFolderAndExportsEveryNote(size: TerminalSize) async throws {
        var harness = await TerminalAppHarness.launched(size: size)
        let notes = Array(harness.app.library.notebook.notes)
        harness.press(.character("X"))
        harness.type("/out/notes")
        #expect(harness.lines.contains { $0.contains("To folder: /out/notes") })
        #expect(harness.frame.cursor?.row == size.rows - 2)
        assertSnapshot(
            harness.screen, style: harness.screenStyle,
            named: "export-prompt-\(NotesTerminalAppFrictionTests.suffix(size))")
        harness.press(.enter)
        // The files are written off the main actor; the list says so until they are.
        #expect(harness.frontEnd.isExporting)
        #expect(harness.lines.joined().contains("Exporting \(notes.count) notes to /out/notes…"))
        await harness.frontEnd.exportFinished()
        #expect(!harness.frontEnd.isExporting)
        let folder = URL(fileURLWithPath: "/out/notes")
        // Two seed notes share a title: the second file has a number.
        var names = NoteFileNames(existingNames: [])
        for note in notes {
            let file = folder.appendingPathComponent(names.claim(title: note.title, format: .markdown))
            let text = try #require(harness.disk.contents(of: file), "\(file.path)")
            #expect(
                String(decoding: text, as: UTF8.self)
                    == NoteTextDocument(title: note.title, content: note.content).text(in: .markdown))
        }
        #expect(harness.lines.joined().contains("Exported"))
        assertSnapshot(
            harness.screen, style: harness.screenStyle,
            named: "exported-\(NotesTerminalAppFrictionTests.suffix(size))")
        // The next key closes the message; the notes are as they were.
        harness.press(.down)
        #expect(!harness.lines.joined().contains("Exported"))
        #expect(Array(harness.app.library.notebook.notes) == notes)
    }

    @Test func theExportPromptStartsWithTheFolderOfTheLastExport() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("x"))
        #expect(harness.lines.contains { $0.hasSuffix("To folder:") || $0.contains("To folder: ") })
        harness.type("~/exports")
        harness.press(.enter)
        await harness.frontEnd.exportFinished()
        harness.press(.down)
        harness.press(.character("X"))
        #expect(harness.lines.contains { $0.contains("To folder: ~/exports") })
        // The caret is at its end: typing goes on from the folder.
        harness.type("/all")
        #expect(harness.lines.contains { $0.contains("To folder: ~/exports/all") })
        // Esc keeps the last folder exported to, not the one typed and cancelled.
        harness.press(.escape, .character("X"))
        #expect(harness.lines.contains { $0.contains("To folder: ~/exports") && !$0.contains("/all") })
    }

    @Test func xExportsTheFocusedNoteAsPlainTextWithTabAndNeverOverwrites() async throws {
        var harness = await TerminalAppHarness.launched()
        let note = try #require(harness.app.library.notebook.notes.dropFirst().first)
        let taken = URL(fileURLWithPath: "/out/\(note.title).txt")
        harness.disk.setContents(Data("mine".utf8), of: taken)
        harness.press(.down, .character("x"))
        #expect(harness.lines.contains { $0.contains("Export 1 note as Markdown (Tab: plain text)") })
        harness.press(.tab)
        #expect(harness.lines.contains { $0.contains("Export 1 note as plain text (Tab: Markdown)") })
        harness.type("/out")
        harness.press(.enter)
        await harness.frontEnd.exportFinished()
        #expect(harness.disk.contents(of: taken) == Data("mine".utf8))
        let written = try #require(
            harness.disk.contents(of: URL(fileURLWithPath: "/out/\(note.title) 2.txt")))
        #expect(String(decoding: written, as: UTF8.self) == "\(note.title)\n\n\(note.content)\n")
        #expect(harness.lines.joined().contains("1 file in /out"))
    }

    @Test func escapeCancelsAndAFailureIsSaid() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("X"))
        harness.type("/out")
        harness.press(.escape)
        #expect(!harness.lines.joined().contains("To folder"))
        #expect(harness.disk.contents(of: URL(fileURLWithPath: "/out")) == nil)
        harness.disk.failNext(.createDirectory)
        harness.press(.character("X"))
        harness.type("/out")
        harness.press(.enter)
        await harness.frontEnd.exportFinished()
        #expect(harness.lines.joined().contains("Nothing exported"))
    }

    @Test func theListTakesKeysWhileTheFilesAreWritten() async throws {
        var harness = await TerminalAppHarness.launched()
        let rows = try #require(harness.app.listNotes?.rows.value)
        harness.press(.character("X"))
        harness.type("/out")
        harness.press(.enter)
        #expect(harness.frontEnd.isExporting)
        // A key closes the message and does nothing else; the next moves the focus, and a second
        // export waits for the first.
        harness.press(.down)
        #expect(!harness.lines.joined().contains("Exporting"))
        #expect(harness.lines.contains { $0.contains("▸") && $0.contains(rows[0].title) })
        harness.press(.down, .character("X"))
        #expect(!harness.lines.joined().contains("To folder"))
        #expect(harness.lines.contains { $0.contains("▸") && $0.contains(rows[1].title) })
        var redrawn = false
        harness.frontEnd.redrawRequested = { redrawn = true }
        await harness.frontEnd.exportFinished()
        #expect(redrawn)
        #expect(harness.lines.joined().contains("Exported: \(rows.count) files in /out"))
    }

    @Test func theKeyThatClosesTheMessageDoesNothingElse() async throws {
        var harness = await TerminalAppHarness.launched()
        let titles = harness.titles
        // Enter would open the focused note, `d` ask to delete it: closing the message is all they do.
        for key in [TerminalKeyPress.enter, .character("d")] {
            harness.press(.character("X"))
            harness.type("/out")
            harness.press(.enter)
            await harness.frontEnd.exportFinished()
            #expect(harness.lines.joined().contains("Exported"))
            harness.press(key)
            #expect(!harness.lines.joined().contains("Exported"), "\(key)")
            #expect(
                harness.app.screen.value.map { if case .listNotes = $0 { true } else { false } } == true,
                "\(key)")
            #expect(!harness.lines.contains { $0.contains("? y / n") }, "\(key)")
        }
        #expect(harness.titles == titles)
    }

    @Test func keysTypedIntoThePromptAreText() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("X"))
        harness.type("~/q?d/n")
        #expect(harness.app.screen.value.map { if case .listNotes = $0 { true } else { false } } == true)
        #expect(harness.lines.contains { $0.contains("To folder: ~/q?d/n") })
    }
}
