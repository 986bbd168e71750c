/// Why the editor asks the user to confirm a deletion, sent on
/// ``EditNoteViewModel/deleteConfirmationRequested``.
///
/// The front end shows a confirmation (an alert or an action sheet) and answers with
/// ``EditNoteViewModel/deleteConfirmed()`` or ``EditNoteViewModel/deleteCancelled()``.
public enum EditNoteDeleteReason: Hashable, Sendable {
    /// Done was tapped after the title and content of an existing note were both cleared.
    case contentCleared
    /// The delete button was tapped.
    case deleteTapped
}
