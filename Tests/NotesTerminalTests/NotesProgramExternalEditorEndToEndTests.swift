import Foundation
import NotesCore
import NotesTextUI
import Terminal
import Testing

/// The built `notes` program in a pseudo-terminal hands the terminal to `$EDITOR` (a small shell
/// script) and takes it back.
@Suite(.serialized) struct NotesProgramExternalEditorEndToEndTests {
    /// The editor: says it is ready, reads a line typed at the terminal (so only a terminal given
    /// back in cooked mode, with nobody else reading it, gets it there), keeps the file it was
    /// given, and writes the line as the title.
    static let script = """
        #!/bin/sh
        for file; do :; done
        cp "$file" "$(dirname "$0")/seen.txt"
        printf 'EDITOR READY\\n'
        IFS= read -r line
        printf '%s\\n\\n%s\\n' "$line" "Body from sh" > "$file"
        """

    @Test func controlGHandsTheTerminalToTheEditorAndTakesItBack() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let editor = store.appendingPathComponent("editor.sh")
        try Data(Self.script.utf8).write(to: editor)
        // Run by `sh`, not executed itself: a file just written can be busy for `exec` while a
        // test running beside this one forks with its descriptor (ETXTBSY), which reading is not.
        let process = try NotesProgram.start(
            store: store, environment: ["EDITOR": "/bin/sh \(editor.path) --wait", "VISUAL": ""])
        process.write("nOld title\rOld body")
        try process.waitForScreen(containing: "Old body")
        process.write("\u{07}")  // Ctrl-G
        try process.waitForScreen(containing: "EDITOR READY")
        process.write("From the editor\r")
        try process.waitForScreen(containing: "Body from sh")
        #expect(process.screen.text.contains("From the editor"))
        let seen = try String(contentsOf: store.appendingPathComponent("seen.txt"), encoding: .utf8)
        #expect(seen == "Old title\n\nOld body\n")
        // Keys are the app's again: Done saves the edit.
        process.write("\u{13}")
        try process.waitForScreen(containing: "□ From the editor")
        process.write("q")
        #expect(try process.waitForExit() == .exited(0))
        #expect(process.attributes == process.initialAttributes)
        #expect(try NotesProgram.storedText(in: store).contains("Body from sh"))
        // The private folder the file was in is gone.
        let left = try FileManager.default.contentsOfDirectory(atPath: store.path)
        #expect(!left.contains { $0.hasPrefix("notes-edit-") })
    }

    @Test func anEditorThatFailsLeavesTheNoteAndTheAppGoesOn() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store, environment: ["EDITOR": "false"])
        process.write("nKept\rAs typed")
        try process.waitForScreen(containing: "As typed")
        process.write("\u{07}")
        try process.waitForScreen(containing: "false ended with status 1")
        // The first key only closes the message; the second is Done.
        process.write("\u{13}\u{13}")
        try process.waitForScreen(containing: "□ Kept")
        process.write("q")
        #expect(try process.waitForExit() == .exited(0))
        #expect(process.attributes == process.initialAttributes)
    }
}
