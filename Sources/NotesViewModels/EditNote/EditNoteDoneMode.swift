/// What the Done button does now, without the note it would save: the value a front end binds
/// the button to.
///
/// Derived from the fields on every change; see ``EditNoteViewModel/doneMode``.
public enum EditNoteDoneMode: Hashable, Sendable, CaseIterable {
    /// Done is disabled: the note is invalid (a blank title or blank content), or unchanged.
    ///
    /// Why is ``EditNoteViewModel/doneDisabledReason``.
    case disabled
    /// Done saves the edited or new note.
    case save
    /// The note was deleted elsewhere while it was being edited; Done saves it again, even when
    /// nothing was edited, so that the user's note is not lost. A self-destruct date that has
    /// passed (a note that self-destructed while open) is not kept: the note is saved without one,
    /// so it does not self-destruct again; see ``EditNoteDraft/committed(at:)``.
    case restore
    /// Title and content of an existing note were both cleared; Done asks to confirm, then
    /// deletes the note.
    case confirmDelete

    /// Whether the Done button is enabled.
    public var isEnabled: Bool { self != .disabled }
}
