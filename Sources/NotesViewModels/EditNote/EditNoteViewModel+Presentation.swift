import Bindings

/// The user dismissing what the editor asked a front end to present.
extension EditNoteViewModel {
    /// The share sheet went away, shared or not: ``shareRequest`` becomes `nil`.
    public func shareDismissed() {
        shareRequestState.value = nil
    }

    /// The user read why Done did nothing: ``doneRefusal`` becomes `nil`.
    public func doneRefusalDismissed() {
        doneRefusalState.value = nil
    }

    /// The delete confirmation went away without an answer yet (its presentation was set to
    /// false): ``pendingDeletion`` becomes `nil`, but the deletion stays answerable by
    /// ``deleteConfirmed()`` until ``deleteCancelled()`` or another question, because SwiftUI
    /// dismisses an alert before it runs the action of the button that was tapped.
    ///
    /// A Cancel button calls ``deleteCancelled()``.
    public func deleteConfirmationDismissed() {
        guard let pending = pendingDeletionState.value else { return }
        dismissedDeletion = pending
        pendingDeletionState.value = nil
    }

    /// The user dismissed what ``presentation`` shows.
    func presentationDismissed() {
        switch presentation.value {
        case .deleteConfirmation: deleteConfirmationDismissed()
        case .doneRefusal: doneRefusalDismissed()
        case .share: shareDismissed()
        case nil: break
        }
    }
}
