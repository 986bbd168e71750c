import NotesCore

/// How an editor finished, sent once on ``EditNoteViewModel/finished`` so that the owner of the
/// navigation can close the screen.
public enum EditNoteOutcome: Hashable, Sendable {
    /// Done saved this note to the library (added, updated or saved again after a deletion
    /// elsewhere).
    case saved(Note)
    /// The note with this identity was removed from the library after the user confirmed.
    case deleted(Note.ID)
    /// The editor was left without saving (Cancel, a back gesture, a tab switch, or deleting a
    /// note that was never saved); the library was not touched.
    case discarded
}
