import Foundation

/// What the last load or save of a ``NoteStore`` left on disk, as the next save needs it.
///
/// Shared by every copy of a store value (through `NoteStore.saveState`), so a save made through
/// a copy on another thread is known to the next one.
struct StoreSaveState: Sendable {
    /// The contents `notes.json` and `notes.journal` hold together; nil after a save of a
    /// notebook, which keeps no copy of them (``mark`` then says what is on disk).
    var saved: StoreContents?
    /// The ids of ``saved``'s notes, once a save has needed them; nil until then.
    var noteIDs: Set<Note.ID>?
    /// The ids of ``saved``'s photos, once a save has needed them; nil until then.
    var photoIDs: Set<Photo.ID>?
    /// The bytes of `notes.journal` that ``saved`` is made of, to append after; nil when there is
    /// no journal to append to (the next save writes a new one, atomically).
    var journalLength: Int?
    /// The position of the next record appended to `notes.journal`, when ``journalLength`` is set.
    var journalPosition = StoreJournal.Position()
    /// The history of what is on disk, from which each save's versions descend.
    var clocks = SyncClocks()
    /// What a notebook being saved whole changed since its last save, when known: the entries a
    /// compaction gives this device's new versions.
    var changedSinceSave: [NotebookChangeLog.Change]?
    /// Notes the next save writes with the vector ``clocks`` hold, unticked, while they are as
    /// given here: a load's or a refresh's resolutions of conflicts and their conflicted copies (see `NoteStore.versions(of:from:device:save:exact:)`).
    var exactVersions: [Note.ID: Note] = [:]
    /// Engine conflict copies the last load merged: a compaction that includes them removes them.
    var conflictCopies: [URL] = []
    /// The version `notes.journal` was written in: a compaction marks it in its own version.
    var journalVersion = StoreJournal.currentVersion
    /// The size of `notes.json`.
    var snapshotLength: Int
    /// Whether the next save writes `notes.json` whole: after damage, a torn journal or a failed
    /// write, and while the contents repeat an id.
    var needsSnapshot: Bool
    /// The point of a notebook's history that is on disk, when known: the next save of that
    /// notebook writes only what it changed since.
    var mark: NotebookChangeMark? = nil
    /// Whether other devices' changes were applied to the notebook since `notes.json` was written
    /// (see `NoteStore.apply(_:to:makeID:)`): this device's own files then hold less than its
    /// versions say, and only a save of the notebook, never ``NoteStore/compact()`` from those
    /// files, may write `notes.json`.
    var appliedOtherDevices = false
    /// How far the other devices' journals are read into the notebook, when a read of the folder
    /// was applied since the last load or compaction: the next read goes on from there.
    var folderMark: StoreFolderMark?

    /// The journal size past which a save writes `notes.json` whole instead: a thirty-second of
    /// `notes.json`, and at least 1 MiB, so compaction writes at most about 32 times what the
    /// saves between two compactions wrote, and a load replays at most that much.
    var compactionLimit: Int { max(1 << 20, snapshotLength / 32) }
}
