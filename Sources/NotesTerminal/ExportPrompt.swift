import NotesCore
import NotesViewModels

/// The list's export prompt while it asks for a folder: which notes, as what, and the folder
/// being typed.
struct ExportPrompt: Hashable, Sendable {
    /// The notes to export.
    var scope: AppExportScope
    /// How many notes that is, for the prompt's heading.
    var count: Int
    /// The format; Tab switches it.
    var format = NoteExportFormat.markdown
    /// The folder as typed (`~` is the home folder).
    var folder: TextFieldEditor

    /// A prompt for `count` notes of `scope`, its folder field holding `folder` (the folder of the
    /// last export) with the caret at its end.
    init(scope: AppExportScope, count: Int, folder: String = "") {
        self.scope = scope
        self.count = count
        self.folder = TextFieldEditor(text: folder, isMultiline: false)
    }
}
