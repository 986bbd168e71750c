import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// The note editor: its fields and choices, its keys and its frame.
///
/// Typing edits the focused field; Tab and Shift-Tab move between title,
/// content, colour, importance and self-destruct; Ctrl-S is Done; Esc goes back (asking first when
/// there are changes, whether or not Done would save them); Ctrl-D deletes; Ctrl-O shares; Ctrl-G
/// opens the note in `$VISUAL`/`$EDITOR`; Ctrl-R shows another device's version of the note that
/// arrived while it was being edited; Ctrl-/ (Ctrl-_) or Alt-U undoes, Ctrl-Y or Alt-E redoes
/// (Ctrl-Z suspends, as in every terminal program); PgUp/PgDn move the caret a page,
/// Ctrl-Home/Ctrl-End to the start and end of the text; Ctrl-J (a line feed) is Enter. On the
/// self-destruct date ←/→ step a day and Shift-←/→ an hour, never to now or before. While the
/// store keeps no change, every key that would change the note shows the read-only notice instead.
///
/// It keeps which part has the keys, the carets of the title and text fields, the colour square
/// with the focus and the first line on screen; the title, text, colour and the rest are the
/// view model's, and every edit goes to it at once.
@MainActor
final class EditorScreen: TerminalScreen {
    /// The editor shown.
    let editor: EditNoteViewModel
    /// The part of the editor keys go to.
    var focus: EditorFocus
    /// The title's caret, in UTF-8 bytes into the view model's title.
    private var titleCaret: Int
    /// The text's caret, in UTF-8 bytes into the view model's text.
    private var contentCaret: Int
    /// The first line of the editor on screen.
    var firstLine = 0
    /// The column ↑/↓ keep in the text while they move the caret line by line; nil after any other key.
    private var caretGoalColumn: Int?
    /// The colour square with the keyboard focus when it is not the checked one (an empty custom
    /// square: moving onto it does not open the picker, Enter does).
    var colorFocus: Int?
    /// How the editor writes the self-destruct date.
    let dateFormat: NoteDateTimeFormat
    /// The time zone the editor's text width is measured in.
    let timeZone: TimeZone
    /// The user's own editor, for Ctrl-G.
    let externalEditor: ExternalEditor
    unowned let host: any ScreenHost

    /// A screen showing `editor` in the app `host` shows: the keys go to the title of a new or
    /// untitled note, else to its text; dates in `dateFormat`; Ctrl-G opens `externalEditor`.
    init(
        editor: EditNoteViewModel, dateFormat: NoteDateTimeFormat, timeZone: TimeZone,
        externalEditor: ExternalEditor, host: any ScreenHost
    ) {
        self.editor = editor
        self.dateFormat = dateFormat
        self.timeZone = timeZone
        self.externalEditor = externalEditor
        self.host = host
        titleCaret = editor.title.value.utf8.count
        contentCaret = editor.content.value.utf8.count
        focus = editor.isNew || editor.title.value.isEmpty ? .title : .content
    }

    /// The title field: the view model's title, as it is now, with the caret kept here.
    ///
    /// Setting
    /// it keeps its caret; its text goes to the view model through `titleChanged(_:)` alone.
    var titleField: TextFieldEditor {
        get { TextFieldEditor(text: editor.title.value, caretOffset: titleCaret, isMultiline: false) }
        set { titleCaret = newValue.caretUTF8Offset }
    }

    /// The text field: the view model's text, as it is now, with the caret kept here.
    ///
    /// Setting it
    /// keeps its caret; its text goes to the view model through `contentChanged(_:)` alone.
    var contentField: TextFieldEditor {
        get { TextFieldEditor(text: editor.content.value, caretOffset: contentCaret, isMultiline: true) }
        set { contentCaret = newValue.caretUTF8Offset }
    }

    var keyTable: KeyTable<EditorKey> {
        let squares = editor.colorSelector.squares.value
        var context = EditorKey.Context(focus: focus)
        if focus == .color, let index = colorFocus, squares.indices.contains(index) {
            context.isOnEmptyCustomSquare = squares[index].color == nil
        }
        if case .differs = editor.otherVersion.value { context.hasOtherVersion = true }
        return EditorKey.table(host.words, context)
    }

    var isTypingText: Bool { focus == .title || focus == .content }

    func handle(_ key: EditorKey, _ press: TerminalKeyPress) -> NotesTerminalAction {
        let app = host.app
        // A store that keeps no change takes no edit: the key says why instead of typing what
        // would be lost.
        if app.access.value.isReadOnly, key.editsNote(focus: focus) {
            app.readOnlyEditAttempted()
            return .redraw
        }
        switch key {
        case .done:
            editor.doneTapped()
            if let reason = editor.pendingDeletion.value { host.ask(.deleteFromEditor(reason)) }
        case .back:
            // Any change asks first, also one Done refuses (a body without a title, a title
            // cleared): leaving drops it, and nothing brings it back.
            if editor.currentDraft.isDirty || editor.doneMode.value == .confirmDelete {
                host.ask(.discardChanges)
            } else {
                app.backTapped()
            }
        case .deleteNote:
            editor.deleteTapped()
            if let reason = editor.pendingDeletion.value { host.ask(.deleteFromEditor(reason)) }
        case .share: editor.shareTapped()
        case .externalEdit:
            openInExternalEditor()
            return .redrawAll
        case .otherVersion: editor.otherVersionTaken()
        case .undo: undoPressed(redo: false)
        case .redo: undoPressed(redo: true)
        case .nextField, .previousField:
            colorFocus = nil
            focus = key == .previousField ? focus.previous : focus.next
        case .field(let edit): fieldKeyPressed(edit, press)
        case .colorLeft, .colorRight, .colorOpen: colorKeyPressed(key)
        case .importanceLeft, .importanceRight:
            let choices = editor.importanceChoices
            guard let current = choices.firstIndex(of: editor.importance.value) else { break }
            let next = key == .importanceLeft ? max(current - 1, 0) : min(current + 1, choices.count - 1)
            editor.importanceSelected(choices[next])
        case .selfDestructToggle, .selfDestructEarlier, .selfDestructLater:
            selfDestructKeyPressed(key, press)
        case .focusUp:
            colorFocus = nil
            focus = focus.previous
        case .focusDown:
            colorFocus = nil
            focus = focus.next
        case .app:
            break
        }
        return .redraw
    }

    /// Inserts pasted text into the focused text field; while the store keeps no change, says why
    /// instead.
    func pasted(_ text: String) {
        if host.app.access.value.isReadOnly, focus == .title || focus == .content {
            host.app.readOnlyEditAttempted()
            return
        }
        switch focus {
        case .title:
            var field = titleField
            field.insert(text)
            editor.titleChanged(field.text)
            titleField = field
        case .content:
            var field = contentField
            field.insert(text)
            editor.contentChanged(field.text)
            contentField = field
        case .color, .importance, .selfDestruct:
            // Nothing here takes text: say so rather than drop the paste without a word.
            host.say(NotesTerminalText.nothingToPasteInto(host.language))
        }
    }

    private func fieldKeyPressed(_ key: FieldKey, _ press: TerminalKeyPress) {
        let editing = focus
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
                focus = .content
                return
            }
        case .lineUp where editing == .content:
            caretGoalColumn = field.moveByVisualLines(-1, width: contentWrapWidth, goalColumn: goal)
            if caretGoalColumn == nil { focus = .title }
        case .lineDown where editing == .content:
            caretGoalColumn = field.moveByVisualLines(1, width: contentWrapWidth, goalColumn: goal)
            if caretGoalColumn == nil { focus = focus.next }
        case .lineUp:
            _ = field.moveUp()
        case .lineDown:
            if !field.moveDown() { focus = focus.next }
        case .pageUp where editing == .content:
            caretGoalColumn =
                field.moveByVisualLines(-pageLines, width: contentWrapWidth, goalColumn: goal) ?? goal
        case .pageDown where editing == .content:
            caretGoalColumn =
                field.moveByVisualLines(pageLines, width: contentWrapWidth, goalColumn: goal) ?? goal
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
            editor.titleChanged(field.text)
            titleField = field
        } else {
            editor.contentChanged(field.text)
            contentField = field
        }
    }

    /// Lines a page moves the caret in the editor: the body less a few lines of context.
    private var pageLines: Int { max(host.bodyHeight - 4, 1) }

    /// The columns the editor wraps the note's text at, at the terminal's width: the lines ↑/↓ move
    /// through.
    private var contentWrapWidth: Int {
        EditNoteScreen(width: max(host.size.columns, 20), timeZone: timeZone, audience: .user).contentWidth
    }
}
