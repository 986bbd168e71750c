import NotesCore

/// Which notes an export writes.
public enum AppExportScope: Hashable, Sendable {
    /// One note, by its id.
    case note(Note.ID)
    /// Every note of the library, in the notebook's order.
    case allNotes
}
