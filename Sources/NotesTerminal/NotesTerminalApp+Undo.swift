import NotesCore
import NotesViewModels
import Terminal

/// Undo keys: the last delete on the list, the gallery and the pager (`u`); undo and redo in the
/// editor (Ctrl-/ or Alt-U, Ctrl-Y or Alt-E), with the text fields and their carets following.
/// Ctrl-Z stays the terminal's suspend.
extension NotesTerminalApp {
    /// `u` outside the editor: the last deleted note or photo comes back, and the focus goes to
    /// it: a note's row on the list, a photo in the pager (the gallery's selection stays at the
    /// photo's old place, which it takes again).
    func undoDeletionPressed() {
        guard let deletion = app.library.lastDeletion.value else { return }
        app.undoDeletionTapped()
        switch (deletion, app.screen.value) {
        case (.notes(let notes), .listNotes(let list)?):
            guard let first = notes.first,
                let row = list.rows.value.firstIndex(where: { $0.id == first.id })
            else { return }
            listFocus = row
        case (.photo(let photo, _), .photoPager(let pager)?):
            // The pager keeps showing the photo it showed, now after the restored one: show the
            // restored one, so that the next `d` deletes what the user brought back, not its neighbour.
            guard let index = app.library.notebook.index(ofPhotoWithID: photo.id) else { return }
            pager.photoChosen(at: index)
        default:
            break
        }
    }

    /// Undo or redo in the editor: the view model undoes or redoes, and the fields take its
    /// texts, each caret at the end of what changed.
    func editorUndoPressed(redo: Bool, editor: EditNoteViewModel) {
        let (oldTitle, oldContent) = (titleField.text, contentField.text)
        if redo { editor.redoTapped() } else { editor.undoTapped() }
        titleField = Self.field(oldTitle, becoming: editor.title.value, isMultiline: false)
        contentField = Self.field(oldContent, becoming: editor.content.value, isMultiline: true)
        if let change = TextChange.between(oldContent, editor.content.value), !change.text.isEmpty {
            editorFocus = .content
        } else if TextChange.between(oldTitle, editor.title.value) != nil {
            editorFocus = .title
        }
    }

    /// A field holding `new`, with the caret after the part that differs from `old` (at the end
    /// when nothing differs).
    private static func field(_ old: String, becoming new: String, isMultiline: Bool) -> TextFieldEditor {
        var field = TextFieldEditor(text: new, isMultiline: isMultiline)
        guard let change = TextChange.between(old, new) else { return field }
        let end = change.offset + change.inserted.utf8.count
        let caret = String(decoding: new.utf8.prefix(end), as: UTF8.self).count
        for _ in caret..<max(field.caret, caret) { field.moveLeft() }
        return field
    }
}
