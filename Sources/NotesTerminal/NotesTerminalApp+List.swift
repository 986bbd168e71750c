import NotesCore
import NotesViewModels
import Terminal

/// Keys on the notes list: `/` search, ↑/↓ or j/k move, PgUp/PgDn a page, Ctrl-U/Ctrl-D half a
/// page, g/Home and G/End the first and last note, Enter open, `v` open in the user's own editor,
/// `n` new, `d` delete, `u` undo the last delete, `x`/`X` export the note or all notes, `e` edit
/// mode (Space ticks, `d` deletes the ticked, asking first as one `d` does), Esc back out of search
/// or edit mode, Tab the gallery, `q` quit.
extension NotesTerminalApp {
    func listKeyPressed(_ press: TerminalKeyPress, list: ListNotesViewModel) -> NotesTerminalAction {
        if search != nil { return searchKeyPressed(press, list: list) }
        if exportPrompt != nil { return exportKeyPressed(press) }
        let rowCount = list.rows.value.count
        if press.modifiers == .control {
            switch press.key {
            case .character("d"): moveListFocus(by: max(pageRowCount / 2, 1), rowCount: rowCount)
            case .character("u"): moveListFocus(by: -max(pageRowCount / 2, 1), rowCount: rowCount)
            default: break
            }
            return .redraw
        }
        switch press.key {
        case .up, .character("k"): moveListFocus(by: -1, rowCount: rowCount)
        case .down, .character("j"): moveListFocus(by: 1, rowCount: rowCount)
        case .pageUp: moveListFocus(by: -pageRowCount, rowCount: rowCount)
        case .pageDown: moveListFocus(by: pageRowCount, rowCount: rowCount)
        case .home, .character("g"): moveListFocus(by: -rowCount, rowCount: rowCount)
        case .end, .character("G"): moveListFocus(by: rowCount, rowCount: rowCount)
        case .character("u"): undoDeletionPressed()
        case .character("/"):
            search = TextFieldEditor(text: list.searchQuery.value, isMultiline: false)
        case .enter:
            guard let id = focusedRowID(list) else { break }
            list.rowTapped(id)
        case .character(" "):
            if list.mode.value.isEditing, let id = focusedRowID(list) { list.rowToggled(id) }
        case .character("n"):
            list.addTapped()
        case .character("x"):
            if let id = focusedRowID(list) { exportPressed(.note(id)) }
        case .character("X"):
            exportPressed(.allNotes)
        case .character("v"):
            // The note in the user's own editor, through the app's editor so its rules hold.
            guard let id = focusedRowID(list) else { break }
            list.rowTapped(id)
            guard case .editNote(let editor) = app.screen.value else { break }
            openInExternalEditor(editor)
            return .redrawAll
        case .character("e"):
            if list.mode.value.isEditing { list.doneEditingTapped() } else { list.editTapped() }
        case .character("d"), .delete:
            if list.mode.value.isEditing {
                // As one `d` asks, so do the ticked notes, saying how many.
                let ticked = list.mode.value.selection.count
                if ticked > 0 { question = .deleteTickedNotes(count: ticked) }
            } else if let id = focusedRowID(list), listFocus < rowCount {
                question = .deleteNote(id, title: list.rows.value[listFocus].title)
            }
        case .escape:
            if list.mode.value.isEditing {
                list.doneEditingTapped()
            } else if !list.searchQuery.value.isEmpty {
                list.searchCancelled()
                listFocus = 0
            }
        default:
            return tabKeyPressed(press) ?? .redraw
        }
        return .redraw
    }

    /// Typing in the search field: every keystroke filters at once; Enter or ↓ goes to the rows
    /// keeping the query (Enter on a query nothing matches opens a new note titled with it), Esc
    /// clears it.
    private func searchKeyPressed(_ press: TerminalKeyPress, list: ListNotesViewModel) -> NotesTerminalAction
    {
        guard var field = search else { return .redraw }
        switch (press.key, press.modifiers) {
        case (.escape, _):
            search = nil
            list.searchCancelled()
            listFocus = 0
            return .redraw
        case (.enter, _):
            search = nil
            listFocus = 0
            list.searchSubmitted()
            // A note made from the query has its title: the keys go on to its text.
            if case .editNote(let editor) = app.screen.value, !editor.title.value.isEmpty {
                editorFocus = .content
            }
            return .redraw
        case (.down, _), (.tab, _):
            search = nil
            listFocus = 0
            return .redraw
        case (.character("w"), .control), (.backspace, .alt):
            field.deleteWordBackward()
        case (.character("u"), .control):
            while !field.textBeforeCaret.isEmpty { field.deleteBackward() }
        case (.character(let character), let modifiers) where modifiers.subtracting(.shift).isEmpty:
            field.insert(String(character))
        case (.backspace, _): field.deleteBackward()
        case (.delete, _): field.deleteForward()
        case (.left, _): field.moveLeft()
        case (.right, _): field.moveRight()
        case (.home, _), (.character("a"), .control): field.moveToLineStart()
        case (.end, _), (.character("e"), .control): field.moveToLineEnd()
        default: return .redraw
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
