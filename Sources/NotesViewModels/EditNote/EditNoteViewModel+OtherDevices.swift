import Bindings
import NotesCore

/// Another device's change to the note being edited, arriving while the editor is open.
extension EditNoteViewModel {
    /// The user chose to see the other device's version (``EditNoteOtherVersion/differs(_:)``): the
    /// fields take it, as one step the user can undo, and Done then saves it as it is.
    public func otherVersionTaken() {
        guard isOpen, case .differs(let note) = otherVersionState.value else { return }
        show(note)
    }

    /// The library holds a new version of the note being edited, saved by another device (the
    /// editor's own save finishes it first, so it never gets here).
    func otherVersionArrived(_ note: Note) {
        guard let original = openedDraft.original, note != original else {
            otherVersionState.value = nil
            return
        }
        if currentDraft == openedDraft || otherVersionState.value == .shown {
            show(note)
        } else {
            otherVersionState.value = .differs(note)
        }
    }

    /// The fields take `note`'s values as one undo step; ``otherVersion`` becomes ``EditNoteOtherVersion/shown``.
    private func show(_ note: Note) {
        let before = fields
        var selector = colorSelector.state.value
        selector.select(note.color)
        batch {
            titleState.value = note.title
            contentState.value = note.content
            isRestoringUndo = true
            colorSelector.state.value = selector
            isRestoringUndo = false
            importanceState.value = note.importance
            selfDestructEnabledState.value = note.selfDestructDate != nil
            if let date = note.selfDestructDate { selfDestructDateState.value = date }
            otherVersionState.value = .shown
        }
        if fields != before { recordOtherChange(before: before) }
    }

    /// What Done saves of `note` (the user's version), and a conflicted copy to save beside it:
    /// merged with the library's version when another device changed the note meanwhile.
    func reconciled(_ note: Note) -> (note: Note, copy: Note?) {
        guard let original = openedDraft.original, let current = library.note(withID: noteID),
            current != original, current != note
        else { return (note, nil) }
        if let merged = note.merged(with: current, from: original) { return (merged, nil) }
        return (note, current.conflictedCopy(id: ids.newNoteID()))
    }
}
