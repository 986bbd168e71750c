import Bindings
import Foundation
import NotesCore

/// Undo and redo of the editor's changes.
///
/// Every change the user makes is recorded in an `UndoHistory`: typing is coalesced into words
/// (see there), and every other change (a colour, the importance, the self-destruct switch or
/// date, a paste) is a step of its own. Undo and redo restore every field at once, so the rules of
/// Done follow: undoing back to the note as it was opened disables Done again. Both are ignored
/// once the editor has finished.
extension EditNoteViewModel {
    /// The user asked to undo (⌘Z, Ctrl-Z): the fields go back to before the last step.
    ///
    /// A bound text field is updated through its ``Bindings/TextFieldBinding``. Ignored when
    /// ``canUndo`` is false.
    ///
    /// - Complexity: O(1) to restore, plus what the fields' observers do.
    public func undoTapped() {
        guard isOpen, let snapshot = undoHistory.undo(current: fields) else { return }
        restore(snapshot)
    }

    /// The user asked to redo (⇧⌘Z, Ctrl-Y): the last undone step is made again.
    ///
    /// Ignored when ``canRedo`` is false. Any change after an undo forgets what could be redone.
    public func redoTapped() {
        guard isOpen, let snapshot = undoHistory.redo(current: fields) else { return }
        restore(snapshot)
    }

    /// The caret moved without an edit (a click, an arrow key): the next keystroke starts a new
    /// undo step instead of joining the word being typed.
    public func caretMoved() {
        undoHistory.breakTyping()
    }

    /// The user replaced the note's text at once (in their own editor, say): title and content
    /// take the new text as one undo step, which also ends the word being typed.
    ///
    /// Ignored once the editor has finished; a text equal to the fields' records nothing.
    ///
    /// - Complexity: O(*n*) to compare the *n* bytes of the old and new text.
    public func textReplaced(title: String, content: String) {
        guard isOpen, title != titleState.value || content != contentState.value else { return }
        let before = fields
        batch {
            titleState.value = title
            contentState.value = content
        }
        recordUndo(.other, before: before)
    }

    /// The fields as they are now.
    var fields: EditNoteFields {
        EditNoteFields(
            title: titleState.value, content: contentState.value,
            colorSelector: colorSelector.state.value, importance: importanceState.value,
            isSelfDestructEnabled: selfDestructEnabledState.value,
            selfDestructDate: selfDestructDateState.value)
    }

    /// Sets the text `field` to `text`, recording the change for undo.
    ///
    /// - Complexity: O(*n*) byte comparisons to find what changed, for *n* bytes of the field.
    func edit(_ field: EditNoteFields.TextField, to text: String) {
        let state = field == .title ? titleState : contentState
        let old = state.value
        guard let change = TextChange.between(old, text) else { return }
        let before = fields
        state.value = text
        recordUndo(.text(field, change, old: old), before: before)
    }

    /// Applies `apply`, recording the fields as they were for undo when it changed anything.
    func changeRecordingUndo<Value: Equatable>(_ state: MutableProperty<Value>, to value: Value) {
        guard state.value != value else { return }
        let before = fields
        state.value = value
        recordUndo(.other, before: before)
    }

    /// Records a change of the colour selector made through its own actions.
    func colorSelectorChanged(from old: ColorSelectorState) {
        guard !isRestoringUndo else { return }
        var before = fields
        before.colorSelector = old
        recordUndo(.other, before: before)
    }

    /// Records a change made at once to several fields, as one undo step.
    func recordOtherChange(before: EditNoteFields) {
        recordUndo(.other, before: before)
    }

    private func recordUndo(
        _ change: UndoHistory<EditNoteFields, EditNoteFields.TextField>.Change, before: EditNoteFields
    ) {
        undoHistory.record(change, before: before)
        publishUndoAvailability()
    }

    private func restore(_ snapshot: EditNoteFields) {
        isRestoringUndo = true
        defer { isRestoringUndo = false }
        batch {
            titleState.value = snapshot.title
            contentState.value = snapshot.content
            colorSelector.state.value = snapshot.colorSelector
            importanceState.value = snapshot.importance
            selfDestructEnabledState.value = snapshot.isSelfDestructEnabled
            selfDestructDateState.value = snapshot.selfDestructDate
            publishUndoAvailability()
        }
    }

    func publishUndoAvailability() {
        canUndoState.value = undoHistory.canUndo
        canRedoState.value = undoHistory.canRedo
    }
}
