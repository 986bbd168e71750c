/// What other devices changed in a shared store folder since this device last read or saved it:
/// what ``NoteStore/readOtherDevices(against:)`` found, to be applied to the notebook it was read
/// against with ``NoteStore/apply(_:to:makeID:)``.
///
/// Holds only what changed, so applying it costs what changed, whatever the number of notes.
public struct StoreRefresh: Sendable {
    /// Notes another device added or changed, as the folder now holds them (conflicts merged, or
    /// kept as conflicted copies, as a load does).
    public internal(set) var changedNotes: [Note] = []
    /// Notes another device removed.
    public internal(set) var removedNotes: [Note.ID] = []
    /// Photos another device added or changed.
    public internal(set) var changedPhotos: [Photo] = []
    /// Photos another device removed.
    public internal(set) var removedPhotos: [Photo.ID] = []
    /// What merging the devices' saves did that the user should hear about.
    public internal(set) var events: [StoreSyncEvent] = []
    /// Whether the folder could not be read in full (damage, or a file being written): nothing is
    /// applied from it, and the next change or launch reads it again.
    public internal(set) var isIncomplete = false

    /// The notebook's versions, when read, of the notes this changes.
    var heldNotes: [Note.ID: Note] = [:]
    /// The notebook's point of history when read.
    var mark: NotebookChangeMark?
    /// The notes the merge resolved (merged, or kept beside a conflicted copy) and the copies:
    /// this device saves them with the join of the versions they resolve, as every device does.
    var resolved: Set<Note.ID> = []
    /// The versions the folder gives the entries this changes.
    var clocks = SyncClocks()
    /// How far this read went, which the store keeps once it is applied.
    var folder: StoreFolderMark?

    /// Whether nothing changed.
    public var isEmpty: Bool {
        changedNotes.isEmpty && removedNotes.isEmpty && changedPhotos.isEmpty && removedPhotos.isEmpty
    }
}
