import Foundation
import NotesCore
import NotesViewModels
import Terminal

/// Ctrl-G in the editor (`v` on the list, which opens the editor first): the note in the user's own
/// editor. The title and text go to a file in a private temporary folder (the title on the first
/// line, a blank line, then the text), the terminal is handed to `$VISUAL` or `$EDITOR`, and the
/// file read back is applied through the editor's own actions, as typing would be: the edit can be
/// undone or cancelled, and Done's rules hold. The folder is removed however the edit ends.
extension NotesTerminalApp {
    /// Opens the note `editor` shows in the external editor, and applies what the user saved there.
    ///
    /// Any failure (no editor, an editor that failed or was not found, a file that cannot be
    /// written or read back) leaves the note as it was and says why over the editor until the next
    /// key. While the store keeps no change no editor is started: the read-only notice says why.
    func openInExternalEditor(_ editor: EditNoteViewModel) {
        guard !app.access.value.isReadOnly else {
            app.readOnlyEditAttempted()
            return
        }
        switch editedExternally(NoteTextDocument(title: editor.title.value, content: editor.content.value)) {
        case .success(let document):
            // The edit is one undo step of its own, not part of a word being typed.
            editor.textReplaced(title: document.title, content: document.content)
            titleField = TextFieldEditor(text: editor.title.value, isMultiline: false)
            contentField = TextFieldEditor(text: editor.content.value, isMultiline: true)
        case .failure(let failure):
            message = NotesTerminalText.externalEditFailed(failure, language: language)
        }
    }

    /// The document as the user left it in the external editor.
    private func editedExternally(_ document: NoteTextDocument) -> Result<
        NoteTextDocument, ExternalEditFailure
    > {
        guard let commandLine = externalEditor.commandLine else { return .failure(.noEditor) }
        guard let command = ShellWords.split(commandLine), !command.isEmpty else {
            return .failure(.unreadableCommand(commandLine))
        }
        let files = FileManager.default
        let folder = externalEditor.temporaryDirectory.appendingPathComponent(
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
        let exit = externalEditor.run(command + [file.path])
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
