import Foundation

/// The versions a save writes: each change descends from the version of its entry that the
/// store last loaded or saved, extended by this device's save.
extension NoteStore {
    /// The vector of each change's new version, for save number `save` of `device`.
    ///
    /// A note in `exact` (a resolution of a conflict, or a conflicted copy) is written with the
    /// vector `clocks` hold for it, unticked: the join of the versions it resolves, the same on
    /// every device that resolves them, so that no device's later edit of it is concurrent with
    /// another device's resolution.
    static func versions(
        of changes: [StoreJournal.Change], from clocks: SyncClocks, device: StoreDeviceID, save: UInt32,
        exact: [Note.ID: Note] = [:]
    ) -> [VersionVector] {
        changes.map { change in
            if case .putNote(let note, _) = change, exact[note.id] == note, let clock = clocks.notes[note.id]
            {
                return clock
            }
            return clocks.held(change).ticked(device, to: save)
        }
    }

    /// The clocks a `notes.json` of `contents` is written with, and the save number it takes:
    /// every entry that differs from what is on disk descends from its old version by this save,
    /// every entry gone leaves a removal, and the file includes this device's saves up to it.
    ///
    /// A store only this device ever wrote as ``StoreDeviceID/solitary`` writes no clocks and
    /// compares nothing.
    /// - Complexity: O(*n*) for *n* entries; O(1) for a store that was never shared.
    func snapshotClocks(for contents: StoreContents) -> (clocks: SyncClocks, save: UInt32) {
        let state = saveState.withLock { $0 }
        var clocks = state?.clocks ?? SyncClocks()
        let save = (state?.journalPosition.batch ?? 0) &+ 1
        clocks.included[device] = save
        guard device != .solitary || clocks.isShared else { return (clocks, save) }
        // The first notes.json of a folder holds versions no device saved before: they keep the
        // empty vector, so that the clocks stay as small as what was edited since.
        guard let state, (try? inspect(notesFile, expecting: .file)) == true else { return (clocks, save) }
        if state.saved == nil, let changed = state.changedSinceSave {
            clocks.tick(changed, in: contents, device: device, save: save)
            return (clocks, save)
        }
        let onDisk = state.saved ?? contentsOnDisk(snapshotLength: state.snapshotLength)
        var oldNotes: [Note.ID: Note] = [:]
        var oldPhotos: [Photo.ID: Photo] = [:]
        for note in onDisk?.notes ?? [] { oldNotes[note.id] = note }
        for photo in onDisk?.photos ?? [] { oldPhotos[photo.id] = photo }
        for note in contents.notes where oldNotes.removeValue(forKey: note.id) != note || onDisk == nil {
            if state.exactVersions[note.id] == note, clocks.notes[note.id] != nil { continue }
            clocks.notes[note.id] = (clocks.notes[note.id] ?? clocks.removedNotes[note.id] ?? VersionVector())
                .ticked(device, to: save)
            clocks.removedNotes[note.id] = nil
        }
        for photo in contents.photos where oldPhotos.removeValue(forKey: photo.id) != photo || onDisk == nil {
            clocks.photos[photo.id] =
                (clocks.photos[photo.id] ?? clocks.removedPhotos[photo.id] ?? VersionVector())
                .ticked(device, to: save)
            clocks.removedPhotos[photo.id] = nil
        }
        for id in oldNotes.keys {
            clocks.removedNotes[id] = (clocks.notes[id] ?? clocks.removedNotes[id] ?? VersionVector())
                .ticked(device, to: save)
            clocks.notes[id] = nil
        }
        for id in oldPhotos.keys {
            clocks.removedPhotos[id] = (clocks.photos[id] ?? clocks.removedPhotos[id] ?? VersionVector())
                .ticked(device, to: save)
            clocks.photos[id] = nil
        }
        return (clocks, save)
    }
}

extension SyncClocks {
    /// The vector of the version of `change`'s entry these clocks hold (its removal's for an entry
    /// removed; the empty one for an entry they do not name).
    func held(_ change: StoreJournal.Change) -> VersionVector {
        let held: VersionVector?
        switch change {
        case .putNote(let note, _): held = notes[note.id] ?? removedNotes[note.id]
        case .removeNote(let id): held = notes[id] ?? removedNotes[id]
        case .putPhoto(let photo, _): held = photos[photo.id] ?? removedPhotos[photo.id]
        case .removePhoto(let id): held = photos[id] ?? removedPhotos[id]
        }
        return held ?? VersionVector()
    }

    /// Gives the entries a notebook `changed` this device's save `save`: a new version of each one
    /// `contents` holds, a removal of each one it does not.
    /// - Complexity: O(*n*) for *n* entries.
    mutating func tick(
        _ changed: [NotebookChangeLog.Change], in contents: StoreContents, device: StoreDeviceID, save: UInt32
    ) {
        let noteIDs = Set(contents.notes.lazy.map(\.id))
        let photoIDs = Set(contents.photos.lazy.map(\.id))
        for change in changed {
            switch change {
            case .note(let id):
                let clock = (notes[id] ?? removedNotes[id] ?? VersionVector()).ticked(device, to: save)
                if noteIDs.contains(id) {
                    notes[id] = clock
                    removedNotes[id] = nil
                } else {
                    removedNotes[id] = clock
                    notes[id] = nil
                }
            case .photo(let id):
                let clock = (photos[id] ?? removedPhotos[id] ?? VersionVector()).ticked(device, to: save)
                if photoIDs.contains(id) {
                    photos[id] = clock
                    removedPhotos[id] = nil
                } else {
                    removedPhotos[id] = clock
                    photos[id] = nil
                }
            }
        }
    }

    /// Takes the vectors `merged` gives the entries of `view` that it holds unchanged: `view` holds
    /// exactly those versions, and the next save of one must descend from it, not from the older
    /// version the view was loaded with (which would make a device's edit concurrent with its own
    /// compaction).
    /// - Complexity: O(*n*) for *n* entries.
    mutating func adopt(_ merged: StoreContents, for view: StoreContents) {
        var notesByID: [Note.ID: Note] = [:]
        notesByID.reserveCapacity(merged.notes.count)
        for note in merged.notes { notesByID[note.id] = note }
        for note in view.notes where notesByID[note.id] == note {
            if let clock = merged.clocks.notes[note.id] { notes[note.id] = clock }
        }
        var photosByID: [Photo.ID: Photo] = [:]
        for photo in merged.photos { photosByID[photo.id] = photo }
        for photo in view.photos where photosByID[photo.id] == photo {
            if let clock = merged.clocks.photos[photo.id] { photos[photo.id] = clock }
        }
    }

    /// Records the versions a save wrote.
    mutating func record(_ changes: [StoreJournal.Change], clocks: [VersionVector]) {
        for (change, clock) in zip(changes, clocks) {
            switch change {
            case .putNote(let note, _):
                notes[note.id] = clock
                removedNotes[note.id] = nil
            case .removeNote(let id):
                removedNotes[id] = clock
                notes[id] = nil
            case .putPhoto(let photo, _):
                photos[photo.id] = clock
                removedPhotos[photo.id] = nil
            case .removePhoto(let id):
                removedPhotos[id] = clock
                photos[id] = nil
            }
        }
    }
}
