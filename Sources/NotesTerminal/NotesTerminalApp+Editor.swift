import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// Keys in the editor: typing edits the focused field; Tab and Shift-Tab move between title,
/// content, colour, importance and self-destruct; Ctrl-S is Done; Esc goes back (asking first when
/// there are changes, whether or not Done would save them); Ctrl-D deletes; Ctrl-O shares; Ctrl-G
/// opens the note in `$VISUAL`/`$EDITOR`; Ctrl-R shows another device's version of the note that
/// arrived while it was being edited; Ctrl-/ (Ctrl-_) or Alt-U undoes, Ctrl-Y or Alt-E redoes
/// (Ctrl-Z suspends, as in every terminal program); PgUp/PgDn move the caret a page,
/// Ctrl-Home/Ctrl-End to the start and end of the text; Ctrl-J (a line feed) is Enter. On the
/// self-destruct date ←/→ step a day and Shift-←/→ an hour, never to now or before. While the
/// store keeps no change, every key that would change the note shows the read-only notice instead.
extension NotesTerminalApp {
    func editorKeyPressed(_ key: EditorKey, _ press: TerminalKeyPress, editor: EditNoteViewModel)
        -> NotesTerminalAction
    {
        // A store that keeps no change takes no edit: the key says why instead of typing what
        // would be lost.
        if app.access.value.isReadOnly, key.editsNote(focus: editorFocus) {
            app.readOnlyEditAttempted()
            return .redraw
        }
        switch key {
        case .done:
            editor.doneTapped()
            if let reason = editor.pendingDeletion.value { ask(.deleteFromEditor(reason)) }
        case .back:
            // Any change asks first, also one Done refuses (a body without a title, a title
            // cleared): leaving drops it, and nothing brings it back.
            if editor.currentDraft.isDirty || editor.doneMode.value == .confirmDelete {
                ask(.discardChanges)
            } else {
                app.backTapped()
            }
        case .deleteNote:
            editor.deleteTapped()
            if let reason = editor.pendingDeletion.value { ask(.deleteFromEditor(reason)) }
        case .share:
            editor.shareTapped()
        case .externalEdit:
            openInExternalEditor(editor)
            return .redrawAll
        case .otherVersion:
            editor.otherVersionTaken()
        case .undo:
            editorUndoPressed(redo: false, editor: editor)
        case .redo:
            editorUndoPressed(redo: true, editor: editor)
        case .nextField, .previousField:
            colorFocus = nil
            editorFocus = key == .previousField ? editorFocus.previous : editorFocus.next
        case .field(let edit):
            fieldKeyPressed(edit, press, editor: editor)
        case .colorLeft, .colorRight, .colorOpen:
            colorKeyPressed(key, editor: editor)
        case .importanceLeft, .importanceRight:
            let choices = editor.importanceChoices
            guard let current = choices.firstIndex(of: editor.importance.value) else { break }
            let next = key == .importanceLeft ? max(current - 1, 0) : min(current + 1, choices.count - 1)
            editor.importanceSelected(choices[next])
        case .selfDestructToggle, .selfDestructEarlier, .selfDestructLater:
            selfDestructKeyPressed(key, press, editor: editor)
        case .focusUp:
            colorFocus = nil
            editorFocus = editorFocus.previous
        case .focusDown:
            colorFocus = nil
            editorFocus = editorFocus.next
        case .app:
            break
        }
        return .redraw
    }

    /// Inserts typed or pasted text into the focused text field; while the store keeps no change,
    /// says why instead.
    func typed(_ text: String, editor: EditNoteViewModel) {
        if app.access.value.isReadOnly, editorFocus == .title || editorFocus == .content {
            app.readOnlyEditAttempted()
            return
        }
        switch editorFocus {
        case .title:
            titleField.insert(text)
            editor.titleChanged(titleField.text)
        case .content:
            contentField.insert(text)
            editor.contentChanged(contentField.text)
        case .color, .importance, .selfDestruct:
            break
        }
    }

    private func fieldKeyPressed(_ key: FieldKey, _ press: TerminalKeyPress, editor: EditNoteViewModel) {
        let editing = editorFocus
        var field = editing == .title ? titleField : contentField
        // Only ↑/↓ and PgUp/PgDn keep the column they move along.
        let goal = caretGoalColumn
        caretGoalColumn = nil
        switch key {
        case .newLine:
            // Ctrl-J is a line feed, what some terminals and scripts send for Enter: a new line,
            // never the two lines around it joined.
            if field.isMultiline {
                field.insert("\n")
            } else {
                editorFocus = .content
                return
            }
        case .lineUp where editing == .content:
            caretGoalColumn = field.moveByVisualLines(-1, width: contentWrapWidth, goalColumn: goal)
            if caretGoalColumn == nil { editorFocus = .title }
        case .lineDown where editing == .content:
            caretGoalColumn = field.moveByVisualLines(1, width: contentWrapWidth, goalColumn: goal)
            if caretGoalColumn == nil { editorFocus = editorFocus.next }
        case .lineUp:
            _ = field.moveUp()
        case .lineDown:
            if !field.moveDown() { editorFocus = editorFocus.next }
        case .pageUp where editing == .content:
            caretGoalColumn =
                field.moveByVisualLines(-editorPageLines, width: contentWrapWidth, goalColumn: goal) ?? goal
        case .pageDown where editing == .content:
            caretGoalColumn =
                field.moveByVisualLines(editorPageLines, width: contentWrapWidth, goalColumn: goal) ?? goal
        case .pageUp, .pageDown:
            break
        default:
            guard field.apply(key, press) else { return }
        }
        // A key that only moved the caret ends the word being typed, for undo.
        let before = editing == .title ? titleField : contentField
        if field.textBeforeCaret.utf8.count != before.textBeforeCaret.utf8.count,
            field.text.utf8.count == before.text.utf8.count
        {
            editor.caretMoved()
        }
        // The field edited is the one focused when the key came, even if the key moved the focus.
        if editing == .title {
            titleField = field
            editor.titleChanged(field.text)
        } else {
            contentField = field
            editor.contentChanged(field.text)
        }
    }

    /// Lines a page moves the caret in the editor: the body less a few lines of context.
    var editorPageLines: Int { max(bodyHeight - 4, 1) }

    /// The columns the editor wraps the note's text at, at the terminal's width: the lines ↑/↓ move
    /// through.
    var contentWrapWidth: Int {
        EditNoteScreen(width: max(size.columns, 20), timeZone: timeZone, audience: .user).contentWidth
    }

    /// ←/→ move among the squares: a square with a colour is chosen at once, the custom square
    /// without one only takes the focus; Enter or Space opens the picker (the palette).
    private func colorKeyPressed(_ key: EditorKey, editor: EditNoteViewModel) {
        let selector = editor.colorSelector
        let squares = selector.squares.value
        guard let checked = squares.firstIndex(where: \.isChecked) else { return }
        let focused = min(colorFocus ?? checked, squares.count - 1)
        var index = focused
        switch key {
        case .colorLeft: index = max(index - 1, 0)
        case .colorRight: index = min(index + 1, squares.count - 1)
        default:
            colorFocus = nil
            selector.squareLongPressed(.custom)
        }
        guard index != focused else { return }
        if squares[index].color == nil {
            colorFocus = index
        } else {
            colorFocus = nil
            selector.squareTapped(squares[index].kind)
        }
    }

    /// The square with the keyboard focus while the colour squares have it.
    func focusedColorSquare(_ editor: EditNoteViewModel) -> Int? {
        guard editorFocus == .color else { return nil }
        return colorFocus ?? editor.colorSelector.squares.value.firstIndex(where: \.isChecked)
    }

    /// Space or Enter turns self-destruct on or off; ←/→ (`-`/`+`) step its date a day.
    ///
    /// Shift-←/→ step it an hour. A step back that would put the date at or before now leaves it
    /// and says why; a step forward is always taken (it moves a date already past towards the
    /// future).
    private func selfDestructKeyPressed(
        _ key: EditorKey, _ press: TerminalKeyPress, editor: EditNoteViewModel
    ) {
        let step: TimeInterval = press.modifiers.contains(.shift) ? 3_600 : 86_400
        switch key {
        case .selfDestructEarlier:
            guard editor.isSelfDestructEnabled.value else { return }
            let earlier = editor.selfDestructDate.value.addingTimeInterval(-step)
            guard earlier > app.environment.now() else {
                refusal = .selfDestructStepIntoPast
                return
            }
            editor.selfDestructDateChanged(earlier)
        case .selfDestructLater:
            guard editor.isSelfDestructEnabled.value else { return }
            editor.selfDestructDateChanged(editor.selfDestructDate.value.addingTimeInterval(step))
        default:
            editor.selfDestructToggled(!editor.isSelfDestructEnabled.value)
        }
    }
}
