import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// The editor's keys beyond typing: the colour squares, the self-destruct date, undo and redo,
/// and the user's own editor.
extension EditorScreen {
    /// ←/→ move among the squares: a square with a colour is chosen at once, the custom square
    /// without one only takes the focus; Enter or Space opens the picker (the palette).
    func colorKeyPressed(_ key: EditorKey) {
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
    var focusedColorSquare: Int? {
        guard focus == .color else { return nil }
        return colorFocus ?? editor.colorSelector.squares.value.firstIndex(where: \.isChecked)
    }

    /// Space or Enter turns self-destruct on or off; ←/→ (`-`/`+`) step its date a day.
    ///
    /// Shift-←/→ step it an hour. A step back that would put the date at or before now leaves it
    /// and says why; a step forward is always taken (it moves a date already past towards the
    /// future).
    func selfDestructKeyPressed(_ key: EditorKey, _ press: TerminalKeyPress) {
        let step: TimeInterval = press.modifiers.contains(.shift) ? 3_600 : 86_400
        switch key {
        case .selfDestructEarlier:
            guard editor.isSelfDestructEnabled.value else { return }
            let earlier = editor.selfDestructDate.value.addingTimeInterval(-step)
            guard earlier > host.app.environment.now() else {
                host.refuse(.selfDestructStepIntoPast)
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

    /// Undo or redo: the view model undoes or redoes, and the fields take its texts, each caret at
    /// the end of what changed.
    func undoPressed(redo: Bool) {
        let (oldTitle, oldContent) = (titleField.text, contentField.text)
        if redo { editor.redoTapped() } else { editor.undoTapped() }
        titleField = Self.field(oldTitle, becoming: editor.title.value, isMultiline: false)
        contentField = Self.field(oldContent, becoming: editor.content.value, isMultiline: true)
        if let change = TextChange.between(oldContent, editor.content.value), !change.text.isEmpty {
            focus = .content
        } else if TextChange.between(oldTitle, editor.title.value) != nil {
            focus = .title
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

    /// Opens the note in the user's own editor, and applies what the user saved there through
    /// the editor's own actions, as typing would be: the edit can be undone or cancelled, and
    /// Done's rules hold.
    ///
    /// Any failure (no editor, an editor that failed or was not found, a file that cannot be
    /// written or read back) leaves the note as it was and says why over the editor until the next
    /// key. While the store keeps no change no editor is started: the read-only notice says why.
    func openInExternalEditor() {
        let app = host.app
        guard !app.access.value.isReadOnly else {
            app.readOnlyEditAttempted()
            return
        }
        let document = NoteTextDocument(title: editor.title.value, content: editor.content.value)
        switch externalEditor.edit(document) {
        case .success(let document):
            // The edit is one undo step of its own, not part of a word being typed.
            editor.textReplaced(title: document.title, content: document.content)
            titleField = TextFieldEditor(text: editor.title.value, isMultiline: false)
            contentField = TextFieldEditor(text: editor.content.value, isMultiline: true)
        case .failure(let failure):
            host.say(NotesTerminalText.externalEditFailed(failure, language: host.language))
        }
    }
}
