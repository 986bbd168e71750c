import NotesCore
import NotesViewModels
import Terminal

/// Keys on the notes list: `/` search, ↑/↓ or j/k move, PgUp/PgDn a page, Ctrl-U/Ctrl-D half a
/// page, g/Home and G/End the first and last note, Enter open, `v` open in the user's own editor,
/// `n` new, `d` delete, `u` undo the last delete, `x`/`X` export the note or all notes, `e` edit
/// mode (Space ticks, `d` deletes the ticked, asking first as one `d` does), Esc back out of search
/// or edit mode, Tab the gallery, `q` quit.
extension NotesTerminalApp {
    func listKeyPressed(_ key: ListKey, list: ListNotesViewModel) -> NotesTerminalAction {
        let rowCount = list.rows.value.count
        switch key {
        case .halfPageDown: moveListFocus(by: max(pageRowCount / 2, 1), rowCount: rowCount)
        case .halfPageUp: moveListFocus(by: -max(pageRowCount / 2, 1), rowCount: rowCount)
        case .moveUp: moveListFocus(by: -1, rowCount: rowCount)
        case .moveDown: moveListFocus(by: 1, rowCount: rowCount)
        case .pageUp: moveListFocus(by: -pageRowCount, rowCount: rowCount)
        case .pageDown: moveListFocus(by: pageRowCount, rowCount: rowCount)
        case .first: moveListFocus(by: -rowCount, rowCount: rowCount)
        case .last: moveListFocus(by: rowCount, rowCount: rowCount)
        case .undoDelete: undoDeletionPressed()
        case .search:
            search = TextFieldEditor(text: list.searchQuery.value, isMultiline: false)
        case .open:
            guard let id = focusedRowID(list) else { break }
            list.rowTapped(id)
        case .tick:
            if list.mode.value.isEditing, let id = focusedRowID(list) { list.rowToggled(id) }
        case .new:
            list.addTapped()
        case .exportNote:
            if let id = focusedRowID(list) { exportPressed(.note(id)) }
        case .exportAll:
            exportPressed(.allNotes)
        case .openInEditor:
            // The note in the user's own editor, through the app's editor so its rules hold.
            guard let id = focusedRowID(list) else { break }
            list.rowTapped(id)
            guard case .editNote(let editor) = app.screen.value else { break }
            openInExternalEditor(editor)
            return .redrawAll
        case .tickMode:
            if list.mode.value.isEditing { list.doneEditingTapped() } else { list.editTapped() }
        case .delete:
            if list.mode.value.isEditing {
                // As one `d` asks, so do the ticked notes, saying how many.
                let ticked = list.mode.value.selection.count
                if ticked > 0 { ask(.deleteTickedNotes(count: ticked)) }
            } else if let id = focusedRowID(list), listFocus < rowCount {
                ask(.deleteNote(id, title: list.rows.value[listFocus].title))
            }
        case .clear:
            if list.mode.value.isEditing {
                list.doneEditingTapped()
            } else if !list.searchQuery.value.isEmpty {
                list.searchCancelled()
                listFocus = 0
            }
        case .app:
            break
        }
        return .redraw
    }

    /// Typing in the search field: every keystroke filters at once; Enter or ↓ goes to the rows
    /// keeping the query (Enter on a query nothing matches opens a new note titled with it), Esc
    /// clears it.
    func searchKeyPressed(_ key: PromptKey, _ press: TerminalKeyPress, list: ListNotesViewModel)
        -> NotesTerminalAction
    {
        guard var field = search else { return .redraw }
        switch key {
        case .cancel:
            search = nil
            list.searchCancelled()
            listFocus = 0
            return .redraw
        case .submit:
            search = nil
            listFocus = 0
            list.searchSubmitted()
            // A note made from the query has its title: the keys go on to its text.
            if case .editNote(let editor) = app.screen.value, !editor.title.value.isEmpty {
                editorFocus = .content
            }
            return .redraw
        case .toRows:
            search = nil
            listFocus = 0
            return .redraw
        case .field(let edit):
            guard field.apply(edit, press) else { return .redraw }
        case .switchFormat, .app:
            return .redraw
        }
        search = field
        list.searchTextChanged(field.text)
        listFocus = 0
        return .redraw
    }

    /// The id of the focused row, keeping the focus inside the rows.
    func focusedRowID(_ list: ListNotesViewModel) -> Note.ID? {
        let rows = list.rows.value
        guard !rows.isEmpty else { return nil }
        listFocus = min(max(listFocus, 0), rows.count - 1)
        return rows[listFocus].id
    }

    /// Back from the editor: the focus goes to the row of the note just edited, wherever Done
    /// moved it; a note no longer shown (deleted, filtered out) leaves the focus where it was.
    func focusLastEditedRow(_ list: ListNotesViewModel) {
        guard let id = lastEditedNote else { return }
        lastEditedNote = nil
        guard let row = list.rows.value.firstIndex(ofNoteWithID: id) else { return }
        listFocus = row
    }

    /// Rows a page moves: the lines below the list's header, at least one.
    var pageRowCount: Int { max(bodyHeight - 8, 1) }

    private func moveListFocus(by offset: Int, rowCount: Int) {
        guard rowCount > 0 else { return }
        listFocus = min(max(listFocus + offset, 0), rowCount - 1)
    }
}
