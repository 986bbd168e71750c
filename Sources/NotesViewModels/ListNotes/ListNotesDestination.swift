import NotesCore

/// Where the list sends the user: the screen a front end presents on top of it.
public enum ListNotesDestination: Hashable, Sendable {
    /// The editor for an existing note.
    case editNote(Note.ID)
    /// The editor for a note not yet in the library, to be created with this id when committed.
    case newNote(Note.ID)
    /// The editor for a new note whose title is already typed (a search with no hits, submitted),
    /// to be created with this id when committed.
    case newNoteTitled(Note.ID, title: String)
}
