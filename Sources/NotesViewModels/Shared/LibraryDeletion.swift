import NotesCore

/// What the user deleted in one action, which ``NotesLibrary/undoDeletion()`` can bring back.
public enum LibraryDeletion: Hashable, Sendable {
    /// Notes deleted together (a swipe, the ticked rows, the editor's delete), in the order given.
    case notes([Note])
    /// A photo and the position it had in the gallery.
    case photo(Photo, index: Int)
}
