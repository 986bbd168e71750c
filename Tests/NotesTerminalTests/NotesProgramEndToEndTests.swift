import Foundation
import NotesCore
import Terminal
import Testing

/// The built `notes` program in a pseudo-terminal and with pipes: a note typed, saved and seen
/// after a restart; SIGTERM in the middle of an edit; no terminal; `--help` and `--version`.
@Suite(.serialized) struct NotesProgramEndToEndTests {
    @Test func aNoteTypedAndSavedIsOnScreenAfterARestart() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let first = try NotesProgram.start(store: store)
        let before = first.initialAttributes
        #expect(first.attributes != before)
        first.write("nCall mum\rSunday")
        try first.waitForScreen(containing: "Sunday")
        first.write("\u{13}")
        try first.waitForScreen(containing: "□ Call mum")
        first.write("q")
        #expect(try first.waitForExit() == .exited(0))
        #expect(first.attributes == before)
        #expect(!first.screen.isAlternateScreen)

        let second = try NotesProgram.start(store: store)
        #expect(second.screen.text.contains("Call mum"))
        #expect(second.screen.text.contains("Sunday"))
        second.write("q")
        #expect(try second.waitForExit() == .exited(0))
    }

    @Test func sigtermInTheMiddleOfAnEditRestoresTheTerminalAndKeepsEveryNote() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store)
        let before = process.initialAttributes
        process.write("nCommitted one\rFirst body\u{13}")
        try process.waitForScreen(containing: "□ Committed one")
        process.write("nCommitted two\rSecond body\u{13}")
        try process.waitForScreen(containing: "□ Committed two")
        process.write("nHalf typed\rNot committed")
        try process.waitForScreen(containing: "Not committed")
        #expect(process.attributes != before)
        process.send(signal: TerminalSignal.terminate.number)
        #expect(try process.waitForExit() == .exited(143))
        #expect(process.attributes == before)
        #expect(!process.screen.isAlternateScreen)
        #expect(process.screen.isCursorVisible)

        var reader = NoteStore(
            directory: store, fileSystem: .live, clock: { Date() }, makeID: { UUID() }, mode: .readOnly)
        let notes = try reader.load().contents.notes.map { "\($0.title)\n\($0.content)" }.joined(
            separator: "\n")
        #expect(notes.contains("Committed one"))
        #expect(notes.contains("Committed two"))
        #expect(notes.contains("Second body"))
        // The note being typed is complete by the editor's rules, so it is saved as the note.
        #expect(notes.contains("Half typed"))
        #expect(notes.contains("Not committed"))
    }

    @Test func withoutATerminalItExitsWithAClearMessageAndWritesNoEscapes() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let run = try NotesProgram.runWithPipes(arguments: ["--store", store.path], store: store)
        #expect(run.status != 0)
        #expect(run.error.hasPrefix("notes: "))
        #expect(run.error.contains("run it in a terminal"))
        #expect(run.error.contains(store.path))
        #expect(!run.output.contains("\u{1B}"))
        #expect(!run.error.contains("\u{1B}"))
    }

    @Test func helpPrintsTheUsageAndExitsZero() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let run = try NotesProgram.runWithPipes(arguments: ["--help"], store: store)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("usage: notes [--store DIR]\n"))
        #expect(run.output.contains("--version"))
        #expect(run.error.isEmpty)
        #expect(!run.output.contains("\u{1B}"))
    }

    @Test func versionPrintsTheVersionAndExitsZero() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let run = try NotesProgram.runWithPipes(arguments: ["--version"], store: store)
        #expect(run.status == 0)
        #expect(run.output == "notes 0.5.0\n")
        #expect(run.error.isEmpty)
    }

    @Test func anUnknownArgumentIsAUsageError() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let run = try NotesProgram.runWithPipes(arguments: ["--stor"], store: store)
        #expect(run.status == 64)
        #expect(run.error.contains("unknown argument “--stor”"))
        #expect(run.output.isEmpty)
    }
}
