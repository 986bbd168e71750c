import NotesCore
import NotesViewModels

/// The list's export prompt while it asks for a folder: which notes, as what, and the folder
/// being typed.
///
/// It keeps no count of the notes: the heading asks the app
/// (``NotesViewModels/AppViewModel/exportCount(_:)``) each time it is drawn, so a note another
/// device adds, or one that self-destructs, while the prompt is up is counted as it is.
struct ExportPrompt: Hashable, Sendable {
    /// The notes to export.
    var scope: AppExportScope
    /// The format; Tab switches it.
    var format = NoteExportFormat.markdown
    /// The folder as typed (`~` is the home folder).
    var folder: TextFieldEditor

    /// A prompt for the notes of `scope`, its folder field holding `folder` (the folder of the
    /// last export) with the caret at its end.
    init(scope: AppExportScope, folder: String = "") {
        self.scope = scope
        self.folder = TextFieldEditor(text: folder, isMultiline: false)
    }
}
