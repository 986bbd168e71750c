import Foundation
import NotesCore
import NotesViewModels
import Terminal

/// The notes list: `/` search, ↑/↓ or j/k move, PgUp/PgDn a page, Ctrl-U/Ctrl-D half a page,
/// g/Home and G/End the first and last note, Enter open, `v` open in the user's own editor, `n`
/// new, `d` delete, `u` undo the last delete, `x`/`X` export the note or all notes, `e` edit mode
/// (Space ticks, `d` deletes the ticked, asking first as one `d` does), Esc back out of search or
/// edit mode, Tab the gallery, `q` quit.
///
/// It keeps the focused row and the first row on screen, the search field while it has the keys,
/// and the export prompt while it asks for a folder; the rows, the query and the mode are the
/// view model's.
@MainActor
final class ListScreen: TerminalScreen {
    /// What the list's keys do: on the rows, in the search field, or in the export prompt.
    enum Action: ScreenAction {
        case rows(ListKey)
        case search(PromptKey)
        case export(PromptKey)

        var shared: AppKey? {
            switch self {
            case .rows(let key): key.shared
            case .search(let key), .export(let key): key.shared
            }
        }
    }

    /// The list shown.
    let list: ListNotesViewModel
    /// The row with the keyboard focus: the row of the note focused last, wherever rows inserted
    /// or removed above it moved it (another device's notes merging, a note self-destructing); the
    /// same position when that note left the rows.
    ///
    /// - Complexity: O(1) while the focused note keeps its row; O(*n*) once after the rows moved.
    var focus: Int {
        get {
            let rows = list.rows.value
            guard let id = focusedNoteID, focusIndex < rows.count, rows.id(at: focusIndex) != id else {
                return focusIndex
            }
            if let row = rows.firstIndex(ofNoteWithID: id) { focusIndex = row }
            return focusIndex
        }
        set {
            focusIndex = newValue
            let rows = list.rows.value
            focusedNoteID = rows.indices.contains(newValue) ? rows.id(at: newValue) : nil
        }
    }
    /// The position ``focus`` had when last set or found.
    private var focusIndex = 0
    /// The note focused last, when the focus is on a row.
    private var focusedNoteID: Note.ID?
    /// The first row on screen.
    var firstRow = 0
    /// The search field's caret, in UTF-8 bytes into the view model's query, while the field has
    /// the keys.
    private var searchCaretOffset: Int?
    /// The export prompt while it asks for a folder.
    var exportPrompt: ExportPrompt?
    /// The folder of the last export, as typed: the next export prompt starts with it; at first,
    /// the one kept from an earlier launch.
    private lazy var lastExportFolder = host.exportFolderMemory.load()
    unowned let host: any ScreenHost

    /// Below this many body lines the list draws each row on one line.
    static let shortListHeight = 18

    /// A screen showing `list` in the app `host` shows.
    init(list: ListNotesViewModel, host: any ScreenHost) {
        self.list = list
        self.host = host
    }

    /// The search field while it has the keys: the view model's query, as it is now.
    ///
    /// The caret is kept here. Setting the field keeps its caret; its text goes to the view model
    /// through `searchTextChanged(_:)` alone.
    var search: TextFieldEditor? {
        get {
            searchCaretOffset.map {
                TextFieldEditor(text: list.searchQuery.value, caretOffset: $0, isMultiline: false)
            }
        }
        set { searchCaretOffset = newValue?.caretUTF8Offset }
    }

    var keyTable: KeyTable<Action> {
        let words = host.words
        if search != nil {
            let findsNothing = if case .noResults = list.searchState.value { true } else { false }
            return PromptKey.search(words, findsNothing: findsNothing).mapped(Action.search)
        }
        if exportPrompt != nil { return PromptKey.export(words).mapped(Action.export) }
        return ListKey.table(words, isTicking: list.mode.value.isEditing).mapped(Action.rows)
    }

    var isTypingText: Bool { search != nil || exportPrompt != nil }

    func pasted(_ text: String) {
        if exportPrompt != nil {
            exportPrompt?.folder.insert(text)
        } else if var field = search {
            field.insert(text)
            list.searchTextChanged(field.text)
            search = field
        }
    }

    func handle(_ action: Action, _ press: TerminalKeyPress) -> NotesTerminalAction {
        switch action {
        case .rows(let key): return rowsKeyPressed(key)
        case .search(let key): searchKeyPressed(key, press)
        case .export(let key): exportKeyPressed(key, press)
        }
        return .redraw
    }

    /// Back from the editor: the focus goes to the row of the note `id`, wherever Done moved it;
    /// a note no longer shown (deleted, filtered out) leaves the focus where it was.
    func focus(onNote id: Note.ID) {
        guard let row = list.rows.value.firstIndex(ofNoteWithID: id) else { return }
        focus = row
    }

    private func rowsKeyPressed(_ key: ListKey) -> NotesTerminalAction {
        let rowCount = list.rows.value.count
        switch key {
        case .halfPageDown: moveFocus(by: max(pageRowCount / 2, 1), rowCount: rowCount)
        case .halfPageUp: moveFocus(by: -max(pageRowCount / 2, 1), rowCount: rowCount)
        case .moveUp: moveFocus(by: -1, rowCount: rowCount)
        case .moveDown: moveFocus(by: 1, rowCount: rowCount)
        case .pageUp: moveFocus(by: -pageRowCount, rowCount: rowCount)
        case .pageDown: moveFocus(by: pageRowCount, rowCount: rowCount)
        case .first: moveFocus(by: -rowCount, rowCount: rowCount)
        case .last: moveFocus(by: rowCount, rowCount: rowCount)
        case .undoDelete: if !host.refusesChangeWhileReadOnly() { host.undoDeletionPressed() }
        case .search: search = TextFieldEditor(text: list.searchQuery.value, isMultiline: false)
        case .open:
            guard let id = focusedRowID() else { break }
            list.rowTapped(id)
        case .tick:
            if list.mode.value.isEditing, let id = focusedRowID() { list.rowToggled(id) }
        case .new: list.addTapped()
        case .exportNote:
            if let id = focusedRowID() { exportPressed(.note(id)) }
        case .exportAll: exportPressed(.allNotes)
        case .openInEditor:
            // The note in the user's own editor, through the app's editor so its rules hold.
            guard let id = focusedRowID() else { break }
            list.rowTapped(id)
            host.editorOnTop?.openInExternalEditor()
            return .redrawAll
        case .tickMode:
            if list.mode.value.isEditing { list.doneEditingTapped() } else { list.editTapped() }
        case .delete:
            if host.refusesChangeWhileReadOnly() { break }
            if list.mode.value.isEditing {
                // As one `d` asks, so do the ticked notes, saying how many.
                if !list.mode.value.selection.isEmpty { host.ask(.deleteTickedNotes) }
            } else if let id = focusedRowID(), focus < rowCount {
                host.ask(.deleteNote(id, asked: list.rows.value[focus].title))
            }
        case .clear:
            if list.mode.value.isEditing {
                list.doneEditingTapped()
            } else if !list.searchQuery.value.isEmpty {
                list.searchCancelled()
                focus = 0
            }
        case .app:
            break
        }
        return .redraw
    }

    /// Typing in the search field: every keystroke filters at once; Enter or ↓ goes to the rows
    /// keeping the query (Enter on a query nothing matches opens a new note titled with it), Esc
    /// clears it.
    private func searchKeyPressed(_ key: PromptKey, _ press: TerminalKeyPress) {
        guard var field = search else { return }
        switch key {
        case .cancel:
            search = nil
            list.searchCancelled()
            focus = 0
        case .submit:
            search = nil
            focus = 0
            list.searchSubmitted()
            // A note made from the query has its title: the keys go on to its text.
            if let editor = host.editorOnTop, !editor.editor.title.value.isEmpty { editor.focus = .content }
        case .toRows:
            search = nil
            focus = 0
        case .field(let edit):
            guard field.apply(edit, press) else { return }
            list.searchTextChanged(field.text)
            search = field
            focus = 0
        case .switchFormat, .app:
            break
        }
    }

    /// Opens the export prompt for `scope`; nothing happens when there is no note to export, or
    /// while an export is writing.
    private func exportPressed(_ scope: AppExportScope) {
        guard !host.isExporting else { return }
        guard host.app.exportCount(scope) > 0 else { return }
        exportPrompt = ExportPrompt(scope: scope, folder: lastExportFolder)
    }

    /// A key while the export prompt asks for the folder: Tab switches the format, Enter exports
    /// into the folder typed, Esc cancels.
    private func exportKeyPressed(_ key: PromptKey, _ press: TerminalKeyPress) {
        guard var prompt = exportPrompt else { return }
        switch key {
        case .cancel:
            exportPrompt = nil
            return
        case .submit:
            let typed = prompt.folder.text.trimmingCharacters(in: .whitespaces)
            guard !typed.isEmpty else { return }
            exportPrompt = nil
            // The one note it was for is gone (deleted on another device, self-destructed):
            // nothing is left to write.
            guard host.app.exportCount(prompt.scope) > 0 else { return }
            lastExportFolder = prompt.folder.text
            host.exportFolderMemory.save(prompt.folder.text)
            host.export(prompt, into: (typed as NSString).expandingTildeInPath)
            return
        case .switchFormat:
            prompt.format = prompt.format.other
        case .field(let edit):
            _ = prompt.folder.apply(edit, press)
        case .toRows, .app:
            break
        }
        exportPrompt = prompt
    }

    /// The id of the focused row, keeping the focus inside the rows.
    private func focusedRowID() -> Note.ID? {
        let rows = list.rows.value
        guard !rows.isEmpty else { return nil }
        focus = min(max(focus, 0), rows.count - 1)
        return rows.id(at: focus)
    }

    /// Rows a page moves: the lines below the list's header, at least one.
    private var pageRowCount: Int { max(host.bodyHeight - 8, 1) }

    private func moveFocus(by offset: Int, rowCount: Int) {
        guard rowCount > 0 else { return }
        focus = min(max(focus + offset, 0), rowCount - 1)
    }
}
