import Bindings
import Foundation
import NotesCore

/// The rules behind the derived properties, and watching the library.
extension EditNoteViewModel {
    /// The draft as the fields hold it now.
    ///
    /// - Complexity: O(1): the text is shared, not copied.
    public var currentDraft: EditNoteDraft {
        var draft = openedDraft
        draft.title = titleState.value
        draft.content = contentState.value
        draft.color = colorSelector.selectedColor.value
        draft.importance = importanceState.value
        draft.isSelfDestructEnabled = selfDestructEnabledState.value
        draft.selfDestructDate = selfDestructDateState.value
        return draft
    }

    /// Opens the colour picker as the destination when the selector asks for it.
    func watchColorSelector() {
        colorSelector.pickerRequested.subscribe { [weak self] value in
            guard let self, self.isOpen, self.destinationState.value == nil else { return }
            self.destinationState.value = .colorPicker(
                ColorPickerRoute(initialValue: value, target: .noteColor(self.noteID)))
        }
        .store(in: subscriptions)
        colorSelector.state.subscribeToChanges { [weak self] _, old in
            self?.colorSelectorChanged(from: old)
        }
        .store(in: subscriptions)
    }

    /// Follows the library's changes to the note being edited: removed (deleted elsewhere), saved
    /// again, or gone after a reload.
    func watchLibrary() {
        library.changes.subscribe { [weak self] change in
            self?.libraryChanged(change)
        }
        .store(in: subscriptions)
    }

    private func libraryChanged(_ change: NotesLibraryChange) {
        guard outcomeState.value == nil else { return }
        switch change {
        case .removed(let note) where note.id == noteID:
            deletedElsewhere.value = true
        case .saved(let note, _) where note.id == noteID:
            deletedElsewhere.value = false
            otherVersionArrived(note)
        case .replaced:
            let note = library.note(withID: noteID)
            deletedElsewhere.value = note == nil
            if let note { otherVersionArrived(note) }
        default:
            break
        }
    }

    /// Ends the editor: records the outcome, applies it to the library, then sends ``finished``.
    ///
    /// The outcome is recorded first, so the editor ignores the library change its own commit
    /// causes.
    ///
    /// A note another device changed while it was open is saved merged with that change, or with
    /// the other version beside it as a conflicted copy (see ``reconciled(_:)``).
    func finish(_ outcome: EditNoteOutcome) {
        guard outcomeState.value == nil else { return }
        var outcome = outcome
        var copy: Note?
        if case .saved(let note) = outcome {
            let saved: Note
            (saved, copy) = reconciled(note)
            outcome = .saved(saved)
        }
        outcomeState.value = outcome
        colorSelector.isClosed = true
        destinationState.value = nil
        pendingDeletionState.value = nil
        switch outcome {
        case .saved(let note):
            batch {
                library.save(note)
                if let copy { library.save(copy) }
            }
        case .deleted(let id): library.deleteNotes(withIDs: [id])
        case .discarded: break
        }
        finished.send(outcome)
    }
}
