/// What applying a ``StoreRefresh`` to a notebook did (see ``NoteStore/apply(_:to:makeID:)``).
public struct StoreRefreshOutcome: Sendable {
    /// Each note put into the notebook, with the version it replaced (nil for a new note).
    public internal(set) var savedNotes: [(note: Note, previous: Note?)] = []
    /// The notes removed from the notebook.
    public internal(set) var removedNotes: [Note] = []
    /// Whether any photo was added, changed or removed.
    public internal(set) var photosChanged = false
    /// What the user should hear about: the folder's merges, and the notes this device changed
    /// while the folder was read, merged with another device's change or kept beside it.
    public internal(set) var events: [StoreSyncEvent] = []
    /// Whether the notebook holds changes of this device that the next save writes.
    public internal(set) var needsSave = false

}
