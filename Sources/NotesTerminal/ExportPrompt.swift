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
    var folder = TextFieldEditor(text: "", isMultiline: false)
}
