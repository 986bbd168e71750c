import Foundation
import NotesTerminal
import Terminal
import Testing

/// The export prompt's folder kept between launches, in a file of the device's own state.
@MainActor
@Suite struct NotesTerminalAppExportFolderMemoryTests {
    func temporaryFile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("notes-export-memory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("state/terminal.json")
    }

    @Test func theNextLaunchsPromptStartsWithTheFolderOfTheLastExport() async throws {
        let file = try temporaryFile()
        defer {
            try? FileManager.default.removeItem(
                at: file.deletingLastPathComponent().deletingLastPathComponent())
        }
        var first = TerminalAppHarness(exportFolderMemory: .file(file))
        await first.app.launch()
        first.press(.character("x"))
        first.type("~/exports/notes")
        first.press(.enter)
        await first.frontEnd.exportFinished()

        var next = TerminalAppHarness(disk: first.disk, clock: first.clock, exportFolderMemory: .file(file))
        await next.app.launch()
        next.press(.character("X"))
        #expect(next.lines.contains { $0.contains("To folder: ~/exports/notes") })
        // A cancelled prompt keeps nothing new.
        next.type("/other")
        next.press(.escape)
        #expect(ExportFolderMemory.file(file).load() == "~/exports/notes")
    }

    @Test func aFileThatDoesNotReadIsNeverOverwritten() throws {
        let file = try temporaryFile()
        defer {
            try? FileManager.default.removeItem(
                at: file.deletingLastPathComponent().deletingLastPathComponent())
        }
        let memory = ExportFolderMemory.file(file)
        #expect(memory.load() == "")
        memory.save("~/a")
        #expect(memory.load() == "~/a")
        let newer = Data(#"{"version": 9, "folders": ["~/b"]}"#.utf8)
        try newer.write(to: file)
        #expect(memory.load() == "")
        memory.save("~/c")
        #expect(try Data(contentsOf: file) == newer)
    }
}
