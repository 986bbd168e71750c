import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// Export from the list: `x` the focused note, `X` every note, as Markdown or plain text files into
/// a folder the user types (Tab switches the format, Enter exports, Esc cancels). The files are
/// named after the titles and never replace a file. They are written off the main actor, so the
/// list keeps taking keys meanwhile; what was written, or why not, is then said over the list until
/// the next key. Quitting meanwhile stops the export; the files already written stay.
extension NotesTerminalApp {
    /// Whether an export is writing its files.
    public var isExporting: Bool { exportInProgress != nil }

    /// Returns once an export in progress has written its files and said so (at once when none
    /// is).
    public func exportFinished() async {
        await exportInProgress?.value
    }

    /// Exports the notes `prompt` names into the folder at `path`, off the main actor; says so
    /// over the screen meanwhile, and what was written, or why not, when it ends.
    func export(_ prompt: ExportPrompt, into path: String) {
        let count = app.exportCount(prompt.scope)
        message = NotesTerminalText.exporting(count: count, folder: path, language: language)
        exportInProgress = Task { [weak self, app] in
            let result = await app.exportConfirmed(
                prompt.scope, as: prompt.format, into: URL(fileURLWithPath: path))
            guard let self else { return }
            exportInProgress = nil
            message = NotesTerminalText.exported(result, folder: path, language: language)
            redrawRequested()
        }
    }
}
