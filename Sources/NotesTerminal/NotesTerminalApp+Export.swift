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

    /// Opens the export prompt for `scope`; nothing happens when there is no note to export, or
    /// while an export is writing.
    func exportPressed(_ scope: AppExportScope) {
        guard exportInProgress == nil else { return }
        let count = app.exportCount(scope)
        guard count > 0 else { return }
        exportPrompt = ExportPrompt(scope: scope, count: count, folder: lastExportFolder)
    }

    /// A key while the export prompt asks for the folder.
    func exportKeyPressed(_ key: PromptKey, _ press: TerminalKeyPress) -> NotesTerminalAction {
        guard var prompt = exportPrompt else { return .redraw }
        switch key {
        case .cancel:
            exportPrompt = nil
            return .redraw
        case .submit:
            let typed = prompt.folder.text.trimmingCharacters(in: .whitespaces)
            guard !typed.isEmpty else { return .redraw }
            exportPrompt = nil
            lastExportFolder = prompt.folder.text
            let path = (typed as NSString).expandingTildeInPath
            message = NotesTerminalText.exporting(count: prompt.count, folder: path, language: language)
            exportInProgress = Task { [weak self, app] in
                let result = await app.exportConfirmed(
                    prompt.scope, as: prompt.format, into: URL(fileURLWithPath: path))
                guard let self else { return }
                exportInProgress = nil
                message = NotesTerminalText.exported(result, folder: path, language: language)
                redrawRequested()
            }
            return .redraw
        case .switchFormat:
            prompt.format = prompt.format.other
        case .field(let edit):
            _ = prompt.folder.apply(edit, press)
        case .toRows, .app:
            break
        }
        exportPrompt = prompt
        return .redraw
    }

    /// The prompt's two lines, under the list: what is exported as what, and the folder typed.
    func exportPromptLines(width: Int) -> [TerminalLine] {
        guard let prompt = exportPrompt else { return [] }
        let heading = NotesTerminalText.exportHeading(
            count: prompt.count, format: prompt.format, language: language)
        let folder = NotesTerminalText.exportFolderPrompt(language) + prompt.folder.text
        return [
            TerminalLine(
                TextLine.truncated(" " + heading, toWidth: width),
                spans: [StyledSpan(0..<min(heading.count + 1, width), TextStyle(isBold: true))]),
            TerminalLine(TextLine.truncated(" " + folder, toWidth: width)),
        ]
    }

    /// The caret in the export prompt's folder, on its last line of `lineCount`.
    func exportPromptCaret(lineCount: Int) -> (column: Int, row: Int)? {
        guard let prompt = exportPrompt else { return nil }
        let before = NotesTerminalText.exportFolderPrompt(language) + prompt.folder.textBeforeCaret
        return (1 + TextWidth.of(before), lineCount - 1)
    }
}
