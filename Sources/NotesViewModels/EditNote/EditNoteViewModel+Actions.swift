import Bindings
import Foundation
import NotesCore

/// What the user did. Every action is ignored once the editor has finished.
extension EditNoteViewModel {
    /// Whether the editor still accepts actions (it has not finished).
    var isOpen: Bool { outcomeState.value == nil }

    /// The user edited the title to `text`.
    ///
    /// The change is recorded for undo (typing coalesced into words).
    ///
    /// - Complexity: O(*n*) byte comparisons of the old and new title, to find what changed.
    public func titleChanged(_ text: String) {
        guard isOpen else { return }
        edit(.title, to: text)
    }

    /// The user edited the content to `text`.
    ///
    /// The change is recorded for undo (typing coalesced into words).
    ///
    /// - Complexity: O(*n*) byte comparisons of the old and new content, to find what changed (a
    ///   memory scan), plus re-measuring the edited paragraph when ``contentHeight`` is observed.
    public func contentChanged(_ text: String) {
        guard isOpen else { return }
        edit(.content, to: text)
    }

    /// The colour picker opened from ``destination`` finished with `outcome`.
    ///
    /// Done selects its colour in ``colorSelector`` (the note becomes dirty when the colour
    /// differs); Cancel changes nothing. Either way the destination closes.
    ///
    /// Ignored unless the picker is the destination, so an outcome is applied at most once.
    public func colorPickerFinished(_ outcome: ColorPickerOutcome) {
        guard isOpen, case .colorPicker = destinationState.value else { return }
        batch {
            destinationState.value = nil
            if case .done(let value) = outcome {
                colorMemory.remember(value)
                colorSelector.colorPicked(value)
            }
        }
    }

    /// The screen on top of the editor was closed without an outcome (a back gesture): as Cancel.
    public func destinationDismissed() {
        destinationState.value = nil
    }

    /// The user chose an importance.
    public func importanceSelected(_ newImportance: Importance) {
        guard isOpen else { return }
        changeRecordingUndo(importanceState, to: newImportance)
    }

    /// The user turned the self-destruct switch on or off; the picker's date is kept either way.
    public func selfDestructToggled(_ isOn: Bool) {
        guard isOpen else { return }
        changeRecordingUndo(selfDestructEnabledState, to: isOn)
    }

    /// The user picked a self-destruct date.
    public func selfDestructDateChanged(_ date: Date) {
        guard isOpen else { return }
        changeRecordingUndo(selfDestructDateState, to: date)
    }

    /// The front end laid out the content field `width` columns (or points) wide.
    ///
    /// - Complexity: measures every paragraph again when the width changed and ``contentHeight`` is
    ///   observed.
    public func contentWidthChanged(_ width: Int) {
        withUntrackedReads {
            contentWidth.value = max(width, 1)
        }
    }

    /// The keyboard will show or move to `keyboardFrame`, over a view at `viewFrame` with
    /// `safeArea`, all in one coordinate space (y down).
    public func keyboardFrameChanged(_ keyboardFrame: Rect, viewFrame: Rect, safeArea: Insets) {
        withUntrackedReads {
            batch {
                keyboardFrameState.value = keyboardFrame.isEmpty ? nil : keyboardFrame
                keyboardGeometry.value.viewFrame = viewFrame
                keyboardGeometry.value.safeArea = safeArea
            }
        }
    }

    /// The front end laid the editor view out at `viewFrame` with `safeArea`, in the space of the
    /// keyboard's and the caret's frames (y down): at first layout, on rotation or resize, with or
    /// without an on-screen keyboard.
    ///
    /// With a hardware keyboard no keyboard frame ever comes, and this alone places the caret:
    /// one inside the view's safe band is visible. Until the view's frame is reported (here or
    /// with ``keyboardFrameChanged(_:viewFrame:safeArea:)``), no caret counts as hidden.
    public func viewFrameChanged(_ viewFrame: Rect, safeArea: Insets) {
        withUntrackedReads {
            var geometry = keyboardGeometry.value
            (geometry.viewFrame, geometry.safeArea) = (viewFrame, safeArea)
            keyboardGeometry.value = geometry
        }
    }

    /// The keyboard was hidden: no inset.
    public func keyboardHidden() {
        withUntrackedReads {
            keyboardFrameState.value = nil
        }
    }

    /// The caret moved to `caret` (in the same space as the frames), or no field is being edited.
    ///
    /// ``KeyboardAvoidance/scrollsCaretIntoView`` is true only when a caret is known and hidden.
    public func caretFrameChanged(_ caret: Rect?) {
        withUntrackedReads {
            keyboardGeometry.value.caret = caret
        }
    }

    /// The user tapped Done: saves, saves again, or asks to confirm the delete of a cleared note,
    /// according to ``doneMode``; while Done is disabled, only sends the reason on ``doneRefused``.
    ///
    /// A self-destruct date the user set that is not in the future is refused the same way, with
    /// ``EditNoteDoneBlocker/selfDestructInPast`` (``EditNoteDraft/selfDestructBlocker(at:)``):
    /// nothing is saved, rather than the note saved without the date the user chose.
    ///
    /// - Complexity: as ``NotesLibrary/save(_:)``, plus what the library's observers do.
    public func doneTapped() {
        guard isOpen else { return }
        switch doneMode.value {
        case .disabled:
            guard let blocker = doneDisabledReason.value else { return }
            refuseDone(blocker)
        case .save, .restore:
            let moment = now()
            let draft = currentDraft
            if let blocker = draft.selfDestructBlocker(at: moment) {
                refuseDone(blocker)
                return
            }
            finish(.saved(draft.committed(at: moment)))
        case .confirmDelete:
            requestDeletion(.contentCleared)
        }
    }

    /// The user tapped Cancel: discards every change; the library is not touched.
    public func cancelTapped() {
        finish(.discarded)
    }

    /// The user left some other way (a back gesture, a tab switch): discards, like Cancel.
    public func dismissed() {
        finish(.discarded)
    }

    /// The user tapped share: ``shareRequest`` holds the note as plain text until
    /// ``shareDismissed()``, and ``shareRequested`` sends it.
    ///
    /// - Complexity: O(*n*): it builds the shared text.
    public func shareTapped() {
        guard isOpen else { return }
        let text = currentDraft.shareText
        shareRequestState.value = text
        shareRequested.send(text)
    }

    /// The user tapped delete: asks for confirmation on ``deleteConfirmationRequested``.
    public func deleteTapped() {
        guard isOpen else { return }
        requestDeletion(.deleteTapped)
    }

    /// The user confirmed the pending deletion: an existing note is removed from the library and
    /// the editor finishes with ``EditNoteOutcome/deleted(_:)``; a new note, never saved, is
    /// discarded.
    ///
    /// Ignored when no deletion is pending, unless its alert was just dismissed by
    /// ``deleteConfirmationDismissed()`` (SwiftUI dismisses an alert before it runs the tapped
    /// button's action) and no other question was asked or cancelled since.
    ///
    /// - Complexity: as ``NotesLibrary/deleteNotes(withIDs:)`` for one note, plus what the library's
    ///   observers do (the notes list rebuilds its rows in O(*n*)).
    public func deleteConfirmed() {
        guard isOpen, pendingDeletionState.value != nil || dismissedDeletion != nil else { return }
        dismissedDeletion = nil
        finish(isNew ? .discarded : .deleted(noteID))
    }

    /// The user declined the pending deletion: the editor stays open with its fields as they were.
    public func deleteCancelled() {
        guard isOpen else { return }
        dismissedDeletion = nil
        pendingDeletionState.value = nil
    }

    private func refuseDone(_ blocker: EditNoteDoneBlocker) {
        doneRefusalState.value = blocker
        doneRefused.send(blocker)
    }

    private func requestDeletion(_ reason: EditNoteDeleteReason) {
        dismissedDeletion = nil
        pendingDeletionState.value = reason
        deleteConfirmationRequested.send(reason)
    }
}
