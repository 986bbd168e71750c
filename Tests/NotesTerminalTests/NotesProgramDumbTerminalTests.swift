import Foundation
import NotesTextUI
import Terminal
import Testing

/// A terminal that cannot draw a full screen (`TERM=dumb`) gets a clear message and no escapes.
@Suite struct NotesProgramDumbTerminalTests {
    @Test func aDumbTerminalIsRefusedWithAClearMessageAndNoEscapes() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var environment = NotesProgram.environment(store: store)
        environment["TERM"] = "dumb"
        let process = try PseudoTerminalProcess(
            executable: try #require(NotesProgram.path, "notes is not built next to the tests"),
            arguments: ["--store", store.path], environment: environment)
        let exit = try process.waitForExit()
        #expect(exit == .exited(2))
        #expect(process.output.contains("TERM=dumb"))
        #expect(!process.output.contains("\u{1B}"))
    }
}
