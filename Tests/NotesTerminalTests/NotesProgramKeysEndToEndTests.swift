import Foundation
import NotesCore
import NotesTextUI
import Terminal
import Testing

/// The built `notes` program in a pseudo-terminal: the help screen, undo in the editor and of a
/// delete, and a second instance opening the store read-only and taking no edit it cannot keep.
@Suite(.serialized) struct NotesProgramKeysEndToEndTests {
    @Test func questionMarkShowsEveryKeyOfTheListAndAnyKeyClosesIt() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store)
        process.write("?")
        try process.waitForScreen(containing: "Undo the last delete")
        #expect(process.screen.text.contains("Half a page up / down"))
        #expect(process.screen.text.contains("Any key Close"))
        process.write("x")
        try process.waitForScreen(containing: "/ Search")
        process.write("q")
        #expect(try process.waitForExit() == .exited(0))
    }

    @Test func aDeletedNoteComesBackWithUAndIsSaved() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store)
        process.write("nKeep me\rPlease\u{13}")
        try process.waitForScreen(containing: "□ Keep me")
        process.write("gdy")
        try process.waitForScreen(lacking: "Keep me")
        process.write("u")
        try process.waitForScreen(containing: "□ Keep me")
        process.write("q")
        #expect(try process.waitForExit() == .exited(0))
        #expect(try NotesProgram.storedText(in: store).contains("Keep me"))
    }

    @Test func undoAndRedoInTheEditorGoAWordAtATime() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store)
        process.write("nTitle\r")
        for character in "alpha beta" { process.write(String(character)) }
        try process.waitForScreen(containing: "alpha beta")
        process.write("\u{1F}")  // Ctrl-/ (Ctrl-_)
        try process.waitForScreen(lacking: "beta")
        #expect(process.screen.text.contains("alpha"))
        process.write("\u{19}")  // Ctrl-Y
        try process.waitForScreen(containing: "alpha beta")
        process.write("\u{13}")
        try process.waitForScreen(containing: "□ Title")
        process.write("q")
        #expect(try process.waitForExit() == .exited(0))
    }

    @Test func aSecondInstanceOpensReadOnlySaysWhyAndSearches() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let first = try NotesProgram.start(store: store)
        first.write("nFirst app\rHolds the lock\u{13}")
        try first.waitForScreen(containing: "□ First app")
        try first.waitForScreen(containing: " Saved")
        let second = try PseudoTerminalProcess(
            executable: try #require(NotesProgram.path), arguments: ["--store", store.path],
            environment: NotesProgram.environment(store: store), size: TerminalSize(columns: 80, rows: 24),
            columnWidth: { TextWidth.of(character: $0) })
        try second.waitForScreen(containing: "Notes are read-only")
        #expect(second.screen.text.contains("process \(first.processID)"))
        second.write("\r/first")
        try second.waitForScreen(containing: "1 of")
        #expect(second.screen.text.contains("Read-only"))
        second.write("\r")
        try second.waitForScreen(containing: "/ Search")
        second.write("q")
        #expect(try second.waitForExit() == .exited(0))
        first.write("q")
        #expect(try first.waitForExit() == .exited(0))
    }

    @Test func aSecondInstanceRefusesANewNoteAndTypingAndSaysWhy() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let (first, second) = try NotesProgram.startBesideARunningInstance(store: store)
        // `n` opens no note that could not be kept: the notice says why.
        second.write("n")
        try second.waitForScreen(containing: "Notes are read-only")
        #expect(!second.screen.text.contains("New Note"))
        second.write("\r")
        try second.waitForScreen(lacking: "Notes are read-only")
        // A note opens to be read; a typed key brings the notice back and types nothing.
        second.write("\r")
        try second.waitForScreen(containing: "Edit Note")
        second.write("X")
        try second.waitForScreen(containing: "Notes are read-only")
        second.write("\r")
        try second.waitForScreen(lacking: "Notes are read-only")
        #expect(second.screen.text.contains("Holds the lock"))
        #expect(!second.screen.text.contains("XHolds") && !second.screen.text.contains("lockX"))
        // Nothing changed: Esc goes back without a question, and `q` quits with nothing to print.
        second.write("\u{1B}")
        try second.waitForScreen(containing: "/ Search")
        second.write("q")
        #expect(try second.waitForExit() == .exited(0))
        #expect(!second.output.contains("was not saved") && !second.output.contains("were not saved"))
        first.write("q")
        #expect(try first.waitForExit() == .exited(0))
        #expect(try NotesProgram.storedText(in: store).contains("Holds the lock"))
    }
}

extension PseudoTerminalProcess {
    /// Waits until the screen no longer contains `text`.
    func waitForScreen(lacking text: String, timeout: Duration = .seconds(10)) throws {
        let deadline = ContinuousClock.now + timeout
        while screen.text.contains(text) {
            guard ContinuousClock.now < deadline else {
                Issue.record("timed out waiting for “\(text)” to leave the screen:\n\(screen.text)")
                throw PseudoTerminalError.exitTimedOut
            }
            _ = try? waitForOutput(containing: "\u{0}", timeout: .milliseconds(30))
        }
    }
}

/// The mouse is captured only on the colour picker, so the terminal's selection works elsewhere.
@Suite(.serialized) struct NotesProgramMouseEndToEndTests {
    @Test func onlyTheColourPickerCapturesTheMouse() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store)
        #expect(!process.screen.isMouseReporting)
        process.write("\r")  // the first note, in the editor
        try process.waitForScreen(containing: "Edit Note")
        #expect(!process.screen.isMouseReporting)
        process.write("\t")  // content → colour
        process.write("\r")  // the palette: the picker
        try process.waitForScreen(containing: "Esc Cancel")
        #expect(process.screen.isMouseReporting)
        process.write("\u{1B}")
        try process.waitForScreen(containing: "Edit Note")
        _ = try? process.waitForOutput(containing: "\u{0}", timeout: .milliseconds(200))
        #expect(!process.screen.isMouseReporting)
        process.write("\u{1B}")
        try process.waitForScreen(containing: "/ Search")
        process.write("q")
        #expect(try process.waitForExit() == .exited(0))
        #expect(!process.screen.isMouseReporting)
    }
}
