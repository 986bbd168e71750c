import NotesCore

/// Another device's version of the note being edited, saved while the editor was open (see
/// ``EditNoteViewModel/otherVersion``).
public enum EditNoteOtherVersion: Hashable, Sendable {
    /// Nothing had been edited here: the fields show the other device's version, and Done saves
    /// it as it is.
    case shown
    /// The note was being edited here: the fields keep the user's edits. Done merges them with
    /// `note`, or, when both changed the same part, saves the user's version and keeps `note`
    /// beside it as a conflicted copy; ``EditNoteViewModel/otherVersionTaken()`` shows `note`
    /// instead.
    case differs(Note)
}
