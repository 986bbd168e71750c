import NotesCore

/// One change to a ``NotesLibrary``.
public enum NotesLibraryChange: Hashable, Sendable {
    /// A note was added (`previous` is `nil`) or replaced.
    case saved(Note, previous: Note?)
    /// A note was removed.
    case removed(Note)
    /// The whole notebook was replaced, as after a reload.
    case replaced
    /// The photos changed.
    case photosChanged
}
