import NotesCore

/// Why an editor could not be opened.
public enum EditNoteError: Error, Hashable, Sendable {
    /// The library holds no note with this identity (it was deleted, or the id is stale).
    case noteNotFound(Note.ID)
}
