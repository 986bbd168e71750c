import NotesCore

/// A screen pushed on a tab's navigation stack, by the ids it shows: a value a front end can
/// store, compare and restore.
///
/// The root of each tab (the notes list, the gallery) is not a route; a tab's path lists what is
/// pushed above it, bottom first.
public enum AppRoute: Hashable, Sendable {
    /// The editor for an existing note.
    case editNote(Note.ID)
    /// The editor for a note not yet saved, which gets this id when Done saves it.
    case newNote(Note.ID)
    /// The colour picker the editor of this note opened; Done gives the colour to that editor.
    case colorPicker(Note.ID)
    /// The photo pager, opened at this photo from the gallery.
    case photoPager(Photo.ID)

    /// Whether the tab bar is hidden while this route is on top (as in the seed app: on the
    /// editor, the colour picker and the photo pager).
    public var hidesTabBar: Bool {
        switch self {
        case .editNote, .newNote, .colorPicker, .photoPager: true
        }
    }
}
