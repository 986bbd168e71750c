import Foundation
import NotesCore
import NotesTerminal
import NotesTextUI
import NotesViewModels
import Terminal
import Testing
import TextSnapshots

/// Ctrl-G in the editor and `v` on the list: the note in `$VISUAL`/`$EDITOR`.
///
/// The edit is applied through the editor's own actions so that Done and Cancel hold; every
/// failure leaves the note and says why. Frames under
/// `Snapshots/NotesTerminalAppExternalEditorTests/`.
@MainActor
@Suite struct NotesTerminalAppExternalEditorTests {
    @Test func controlGEditsTheNoteAsTextAndDoneSavesIt() async throws {
        let fake = try FakeExternalEditor()
        defer { fake.removeFolder() }
        fake.edit = { _ in "Edited title\n\nFirst line\nSecond line\n" }
        var harness = await TerminalAppHarness.launched(externalEditor: fake.editor())
        let note = try #require(harness.app.library.notebook.notes.first)
        harness.press(.enter)
        #expect(harness.press(.control("g")) == .redrawAll)
        let file = try #require(fake.calls.first?.last)
        #expect(fake.calls == [["fake-editor", "--wait", file]])
        #expect(fake.seen == [note.title + "\n\n" + note.content + (note.content.isEmpty ? "" : "\n")])
        #expect(fake.leftovers.isEmpty)
        let editor = try #require(harness.shownEditor)
        #expect(editor.title.value == "Edited title")
        #expect(editor.content.value == "First line\nSecond line")
        #expect(editor.doneMode.value == .save)
        // The fields show the edit, and typing goes on from there.
        harness.type("!")
        #expect(editor.content.value == "First line\nSecond line!")
        harness.press(.control("s"))
        #expect(harness.app.library.note(withID: note.id)?.title == "Edited title")
        #expect(harness.app.library.note(withID: note.id)?.content == "First line\nSecond line!")
    }

    @Test func anEditFromTheEditorCanBeCancelledAndUndone() async throws {
        let fake = try FakeExternalEditor()
        defer { fake.removeFolder() }
        fake.edit = { _ in "Other\n\nText\n" }
        var harness = await TerminalAppHarness.launched(externalEditor: fake.editor())
        let note = try #require(harness.app.library.notebook.notes.first)
        harness.press(.enter, .control("g"))
        let editor = try #require(harness.shownEditor)
        #expect(editor.title.value == "Other" && editor.content.value == "Text")
        // The whole edit, title and text, is one undo step.
        editor.undoTapped()
        #expect(editor.title.value == note.title && editor.content.value == note.content)
        #expect(!editor.canUndo.value)
        editor.redoTapped()
        harness.press(.escape)
        #expect(harness.lines.contains { $0.contains("Discard your changes? y / n") })
        harness.press(.character("y"))
        #expect(harness.app.library.note(withID: note.id) == note)
    }

    @Test func anUnchangedFileChangesNothing() async throws {
        let fake = try FakeExternalEditor()
        defer { fake.removeFolder() }
        var harness = await TerminalAppHarness.launched(externalEditor: fake.editor())
        harness.press(.enter, .control("g"))
        let editor = try #require(harness.shownEditor)
        #expect(editor.doneMode.value != .save)
        #expect(!editor.canUndo.value)
    }

    @Test(arguments: [ForegroundExit.exited(1), .signalled(9), .notStarted(errno: 2)])
    func anEditorThatFailsLeavesTheNoteAndSaysWhy(exit: ForegroundExit) async throws {
        let fake = try FakeExternalEditor()
        defer { fake.removeFolder() }
        fake.edit = { _ in "Changed\n\nChanged\n" }
        fake.exit = exit
        var harness = await TerminalAppHarness.launched(externalEditor: fake.editor())
        let note = try #require(harness.app.library.notebook.notes.first)
        harness.press(.enter, .control("g"))
        let editor = try #require(harness.shownEditor)
        #expect(editor.title.value == note.title)
        #expect(harness.lines.joined().contains("unchanged."))
        #expect(fake.leftovers.isEmpty)
        // The next key closes the message and does nothing else: it is not typed.
        harness.type("x")
        #expect(!harness.lines.joined().contains("unchanged."))
        #expect(editor.content.value == note.content && editor.title.value == note.title)
    }

    @Test func aFileTheEditorRemovedLeavesTheNote() async throws {
        let fake = try FakeExternalEditor()
        defer { fake.removeFolder() }
        fake.edit = { _ in nil }
        var harness = await TerminalAppHarness.launched(externalEditor: fake.editor())
        let note = try #require(harness.app.library.notebook.notes.first)
        harness.press(.enter, .control("g"))
        let editor = try #require(harness.shownEditor)
        #expect(editor.content.value == note.content)
        #expect(harness.lines.joined().contains("could not be read"))
    }

    @Test(arguments: NotesTerminalAppFrictionTests.sizes)
    func withoutAnEditorControlGSaysHowToSetOne(size: TerminalSize) async throws {
        let fake = try FakeExternalEditor()
        defer { fake.removeFolder() }
        var harness = await TerminalAppHarness.launched(
            size: size, externalEditor: fake.editor(commandLine: nil))
        harness.press(.enter, .control("g"))
        #expect(fake.calls.isEmpty)
        #expect(harness.lines.joined().contains("$EDITOR"))
        assertSnapshot(
            harness.screen, style: harness.screenStyle,
            named: "no-editor-\(NotesTerminalAppFrictionTests.suffix(size))")
    }

    @Test func anUnclosedQuoteInTheCommandIsSaid() async throws {
        let fake = try FakeExternalEditor()
        defer { fake.removeFolder() }
        var harness = await TerminalAppHarness.launched(externalEditor: fake.editor(commandLine: "vim '-u"))
        harness.press(.enter, .control("g"))
        #expect(fake.calls.isEmpty)
        #expect(harness.lines.joined().contains("unclosed quote"))
    }

    @Test func vOnTheListOpensTheFocusedNoteInTheEditor() async throws {
        let fake = try FakeExternalEditor()
        defer { fake.removeFolder() }
        fake.edit = { text in text.replacingOccurrences(of: "\n\n", with: " (v)\n\n") }
        var harness = await TerminalAppHarness.launched(externalEditor: fake.editor())
        let note = try #require(harness.app.library.notebook.notes.dropFirst().first)
        harness.press(.down, .character("v"))
        let editor = try #require(harness.shownEditor)
        #expect(editor.noteID == note.id)
        #expect(editor.title.value == note.title + " (v)")
    }

    @Test func shellWordsSplitAsAShellWould() {
        #expect(ShellWords.split("code --wait") == ["code", "--wait"])
        #expect(ShellWords.split("  vim   -u  NONE ") == ["vim", "-u", "NONE"])
        #expect(
            ShellWords.split("'/Applications/Sublime Text.app/subl' -w") == [
                "/Applications/Sublime Text.app/subl", "-w",
            ])
        #expect(ShellWords.split(#""my \"editor\"" a\ b ''"#) == [#"my "editor""#, "a b", ""])
        #expect(ShellWords.split("emacs -nw 'unclosed") == nil)
        #expect(ShellWords.split("trailing\\") == nil)
        #expect(ShellWords.split("") == [])
        #expect(
            ExternalEditor.commandLine(environment: ["VISUAL": "code --wait", "EDITOR": "vi"])
                == "code --wait")
        #expect(ExternalEditor.commandLine(environment: ["VISUAL": " ", "EDITOR": "vi"]) == "vi")
        #expect(ExternalEditor.commandLine(environment: [:]) == nil)
    }
}
