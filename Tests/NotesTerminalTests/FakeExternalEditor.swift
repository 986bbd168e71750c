import Foundation
import NotesTerminal
import NotesViewModels
import Terminal

/// An editor for tests, with no process and no terminal.
///
/// It records how it was called and what the file held, then leaves the file as `edit` says (nil
/// removes it) and ends as `exit` says.
@MainActor
final class FakeExternalEditor {
    var calls: [[String]] = []
    var seen: [String] = []
    var edit: (String) -> String? = { $0 }
    var exit = ForegroundExit.exited(0)
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "notes-fake-editor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The editor the app gets: `commandLine` as `$EDITOR` would give it.
    func editor(commandLine: String? = "fake-editor --wait") -> ExternalEditor {
        ExternalEditor(commandLine: commandLine, temporaryDirectory: folder) { [self] arguments in
            calls.append(arguments)
            let file = URL(fileURLWithPath: arguments.last ?? "")
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            seen.append(text)
            if let edited = edit(text) {
                try? Data(edited.utf8).write(to: file)
            } else {
                try? FileManager.default.removeItem(at: file)
            }
            return exit
        }
    }

    /// What is left in the temporary folder: nothing once every edit has ended.
    var leftovers: [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] }

    func removeFolder() { try? FileManager.default.removeItem(at: folder) }
}

extension TerminalAppHarness {
    /// The editor on screen, if the editor is on screen.
    var shownEditor: EditNoteViewModel? {
        if case .editNote(let editor) = app.screen.value { editor } else { nil }
    }
}
