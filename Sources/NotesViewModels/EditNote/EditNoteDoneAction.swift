import NotesCore

/// What tapping Done does with the current draft.
public enum EditNoteDoneAction: Hashable, Sendable {
    /// Done is disabled: the draft is invalid or unchanged.
    case disabled
    /// Save this note (an upsert: it also restores a note deleted elsewhere meanwhile).
    case save(Note)
    /// Title and content of an existing note were both cleared: ask for confirmation, then
    /// delete the note with this identity.
    case confirmDelete(Note.ID)

    /// Whether the Done button is enabled.
    public var isEnabled: Bool { self != .disabled }
}
