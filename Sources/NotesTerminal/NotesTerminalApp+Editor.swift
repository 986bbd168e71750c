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
    func editorKeyPressed(_ press: TerminalKeyPress, editor: EditNoteViewModel) -> NotesTerminalAction {
        // A store that keeps no change takes no edit: the key says why instead of typing what
        // would be lost.
        if app.access.value.isReadOnly, editsNote(press) {
            app.readOnlyEditAttempted()
            return .redraw
        }
        switch (press.key, press.modifiers) {
        case (.character("s"), .control):
            editor.doneTapped()
            if let reason = editor.pendingDeletion.value { question = .deleteFromEditor(reason) }
            return .redraw
        case (.escape, _):
            // Any change asks first, also one Done refuses (a body without a title, a title
            // cleared): leaving drops it, and nothing brings it back.
            if editor.currentDraft.isDirty || editor.doneMode.value == .confirmDelete {
                question = .discardChanges
            } else {
                app.backTapped()
            }
            return .redraw
        case (.character("d"), .control):
            editor.deleteTapped()
            if let reason = editor.pendingDeletion.value { question = .deleteFromEditor(reason) }
            return .redraw
        case (.character("o"), .control):
            editor.shareTapped()
            return .redraw
        case (.character("g"), .control):
            openInExternalEditor(editor)
            return .redrawAll
        case (.character("r"), .control):
            editor.otherVersionTaken()
            return .redraw
        case (.character("_"), .control), (.character("u"), .alt):
            editorUndoPressed(redo: false, editor: editor)
            return .redraw
        case (.character("y"), .control), (.character("e"), .alt):
            editorUndoPressed(redo: true, editor: editor)
            return .redraw
        case (.tab, let modifiers):
            colorFocus = nil
            editorFocus = modifiers.contains(.shift) ? editorFocus.previous : editorFocus.next
            return .redraw
        default:
            break
        }
        switch editorFocus {
        case .title, .content: fieldKeyPressed(press, editor: editor)
        case .color: colorKeyPressed(press, editor: editor)
        case .importance: importanceKeyPressed(press, editor: editor)
        case .selfDestruct: selfDestructKeyPressed(press, editor: editor)
        }
        return .redraw
    }

    /// Whether `press` would change the note in the editor (its text, colour, importance or
    /// self-destruct; a delete, an undo, an external edit) rather than move, share, save or leave.
    private func editsNote(_ press: TerminalKeyPress) -> Bool {
        switch (press.key, press.modifiers) {
        case (.character("d"), .control), (.character("g"), .control), (.character("_"), .control),
            (.character("r"), .control),
            (.character("u"), .alt), (.character("y"), .control), (.character("e"), .alt):
            return true
        case (.character("s"), .control), (.character("o"), .control), (.escape, _), (.tab, _):
            return false
        default:
            break
        }
        switch editorFocus {
        case .title, .content:
            switch (press.key, press.modifiers) {
            case (.character, let modifiers) where modifiers.subtracting(.shift).isEmpty: return true
            case (.enter, _), (.character("j"), .control): return editorFocus == .content
            case (.backspace, _), (.delete, _), (.character("w"), .control): return true
            default: return false
            }
        case .color:
            let choosing: [Key] = [.left, .right, .enter, .character(" "), .character("h"), .character("l")]
            return choosing.contains(press.key)
        case .importance:
            let choosing: [Key] = [.left, .right, .character("h"), .character("l")]
            return choosing.contains(press.key)
        case .selfDestruct:
            let choosing: [Key] = [.left, .right, .enter, .character(" "), .character("-"), .character("+")]
            return choosing.contains(press.key)
        }
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

    private func fieldKeyPressed(_ press: TerminalKeyPress, editor: EditNoteViewModel) {
        let editing = editorFocus
        var field = editing == .title ? titleField : contentField
        // Only ↑/↓ and PgUp/PgDn keep the column they move along.
        let goal = caretGoalColumn
        caretGoalColumn = nil
        switch (press.key, press.modifiers) {
        case (.character(let character), let modifiers) where modifiers.subtracting(.shift).isEmpty:
            field.insert(String(character))
        case (.enter, _), (.character("j"), .control):
            // Ctrl-J is a line feed, what some terminals and scripts send for Enter: a new line,
            // never the two lines around it joined.
            if field.isMultiline {
                field.insert("\n")
            } else {
                editorFocus = .content
                return
            }
        case (.backspace, .alt), (.character("w"), .control): field.deleteWordBackward()
        case (.backspace, _): field.deleteBackward()
        case (.delete, _): field.deleteForward()
        case (.left, .control), (.left, .alt), (.character("b"), .alt): field.moveWordLeft()
        case (.right, .control), (.right, .alt), (.character("f"), .alt): field.moveWordRight()
        case (.left, _): field.moveLeft()
        case (.right, _): field.moveRight()
        // Ctrl-Home/Ctrl-End before Home/End, which match any modifiers.
        case (.home, .control):
            while field.moveUp() {}
            field.moveToLineStart()
        case (.end, .control):
            while field.moveDown() {}
            field.moveToLineEnd()
        case (.home, _), (.character("a"), .control): field.moveToLineStart()
        case (.end, _), (.character("e"), .control): field.moveToLineEnd()
        case (.up, _) where editing == .content:
            caretGoalColumn = field.moveByVisualLines(-1, width: contentWrapWidth, goalColumn: goal)
            if caretGoalColumn == nil { editorFocus = .title }
        case (.down, _) where editing == .content:
            caretGoalColumn = field.moveByVisualLines(1, width: contentWrapWidth, goalColumn: goal)
            if caretGoalColumn == nil { editorFocus = editorFocus.next }
        case (.up, _):
            _ = field.moveUp()
        case (.down, _):
            if !field.moveDown() { editorFocus = editorFocus.next }
        case (.pageUp, _) where editing == .content:
            caretGoalColumn =
                field.moveByVisualLines(-editorPageLines, width: contentWrapWidth, goalColumn: goal) ?? goal
        case (.pageDown, _) where editing == .content:
            caretGoalColumn =
                field.moveByVisualLines(editorPageLines, width: contentWrapWidth, goalColumn: goal) ?? goal
        case (.pageUp, _), (.pageDown, _):
            break
        default:
            return
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
    private func colorKeyPressed(_ press: TerminalKeyPress, editor: EditNoteViewModel) {
        let selector = editor.colorSelector
        let squares = selector.squares.value
        guard let checked = squares.firstIndex(where: \.isChecked) else { return }
        let focused = min(colorFocus ?? checked, squares.count - 1)
        var index = focused
        switch press.key {
        case .left, .character("h"): index = max(index - 1, 0)
        case .right, .character("l"): index = min(index + 1, squares.count - 1)
        case .enter, .character(" "):
            colorFocus = nil
            selector.squareLongPressed(.custom)
        case .up:
            colorFocus = nil
            editorFocus = editorFocus.previous
        case .down:
            colorFocus = nil
            editorFocus = editorFocus.next
        default: return
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

    private func importanceKeyPressed(_ press: TerminalKeyPress, editor: EditNoteViewModel) {
        let choices = editor.importanceChoices
        guard let current = choices.firstIndex(of: editor.importance.value) else { return }
        switch press.key {
        case .left, .character("h"): editor.importanceSelected(choices[max(current - 1, 0)])
        case .right, .character("l"): editor.importanceSelected(choices[min(current + 1, choices.count - 1)])
        case .up: editorFocus = editorFocus.previous
        case .down: editorFocus = editorFocus.next
        default: return
        }
    }

    /// Space or Enter turns self-destruct on or off; ←/→ (`-`/`+`) step its date a day.
    ///
    /// Shift-←/→ step it an hour. A step back that would put the date at or before now leaves it
    /// and says why; a step forward is always taken (it moves a date already past towards the
    /// future).
    private func selfDestructKeyPressed(_ press: TerminalKeyPress, editor: EditNoteViewModel) {
        let step: TimeInterval = press.modifiers.contains(.shift) ? 3_600 : 86_400
        switch press.key {
        case .character(" "), .enter: editor.selfDestructToggled(!editor.isSelfDestructEnabled.value)
        case .left, .character("-"):
            guard editor.isSelfDestructEnabled.value else { return }
            let earlier = editor.selfDestructDate.value.addingTimeInterval(-step)
            guard earlier > app.environment.now() else {
                refusal = .selfDestructStepIntoPast
                return
            }
            editor.selfDestructDateChanged(earlier)
        case .right, .character("+"):
            guard editor.isSelfDestructEnabled.value else { return }
            editor.selfDestructDateChanged(editor.selfDestructDate.value.addingTimeInterval(step))
        case .up: editorFocus = editorFocus.previous
        default: return
        }
    }
}
