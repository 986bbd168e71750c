import Foundation
import NotesCore

/// Ctrl-G in the editor (`v` on the list, which opens the editor first): the note in the user's own
/// editor. The title and text go to a file in a private temporary folder (the title on the first
/// line, a blank line, then the text), the terminal is handed to `$VISUAL` or `$EDITOR`, and the
/// file is read back. The folder is removed however the edit ends.
extension ExternalEditor {
    /// `document` as the user left it in this editor, or why it could not be edited.
    @MainActor
    func edit(_ document: NoteTextDocument) -> Result<NoteTextDocument, ExternalEditFailure> {
        guard let commandLine else { return .failure(.noEditor) }
        guard let command = ShellWords.split(commandLine), !command.isEmpty else {
            return .failure(.unreadableCommand(commandLine))
        }
        let files = FileManager.default
        let folder = temporaryDirectory.appendingPathComponent(
            "notes-edit-\(UUID().uuidString)", isDirectory: true)
        var names = NoteFileNames(existingNames: [])
        let file = folder.appendingPathComponent(names.claim(title: document.title, format: .plainText))
        do {
            try files.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try Data(document.text(in: .plainText).utf8).write(to: file, options: .withoutOverwriting)
        } catch {
            try? files.removeItem(at: folder)
            return .failure(.fileNotWritten(error.localizedDescription))
        }
        defer { try? files.removeItem(at: folder) }
        let exit = run(command + [file.path])
        guard exit.isSuccess else { return .failure(.editorFailed(command: command[0], exit)) }
        let text: String
        do {
            guard let decoded = String(data: try Data(contentsOf: file), encoding: .utf8) else {
                return .failure(.fileNotRead(file.lastPathComponent))
            }
            text = decoded
        } catch {
            return .failure(.fileNotRead(error.localizedDescription))
        }
        return .success(NoteTextDocument(parsingPlainText: text))
    }
}
