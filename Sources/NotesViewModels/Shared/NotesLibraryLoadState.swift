/// Whether a ``NotesLibrary`` holds every stored note or only the first page of a launch.
public enum NotesLibraryLoadState: Hashable, Sendable {
    /// The first notes of the store, newest first, are here; the rest are still being read.
    ///
    /// The user may search, edit, add and delete meanwhile: when the rest arrives, what the user
    /// did is kept over what was read (see ``NotesLibrary/loadState``).
    case loadingRest
    /// Every note the store holds is here (or the library was never loaded from a store).
    case complete
}
