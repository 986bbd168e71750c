import Foundation

/// Reading what other devices saved into a shared folder while this device runs.
extension NoteStore {
    /// The changes other devices saved into the folder that `notebook` does not hold yet.
    ///
    /// Reads the folder as a load would (`notes.json`, every device's journal, the engines'
    /// conflict copies, merged) and returns what differs from `notebook`: the changes other
    /// devices made since this device last read or saved. Writes nothing and changes nothing;
    /// meant to run off the main actor.
    ///
    /// Call it only when everything `notebook` holds is saved (no change since this store's last
    /// save of it), and apply the result with ``apply(_:to:makeID:)`` before the next save: the
    /// store then knows that the changes applied are on disk already, and the next save writes
    /// only what this device changes. A folder that does not read in full (damage, a version this
    /// store cannot read) gives an ``StoreRefresh/isIncomplete`` refresh that changes nothing.
    ///
    /// A note is removed only when a device's save removed it: a note missing from the folder for
    /// any other reason stays. A version older than the one the store holds (a sync engine that
    /// has delivered one device's journal written anew and not yet the `notes.json` it goes with)
    /// changes nothing.
    ///
    /// Once a read is applied, the next one reads only the saves appended to the other devices'
    /// journals since, when each of them descends from the version the store holds of its entry
    /// (the case of devices that take turns); anything else (a device's journal written anew by
    /// a compaction, a new device, an engine's conflict copy, two devices' concurrent edits of a
    /// note) is read as a load reads the folder.
    /// - Complexity: O(*k* + *j*) for *k* changes appended to journals of *j* bytes in all, after
    ///   a read was applied; otherwise O(*n*) in the size of the folder's files and the number
    ///   of notes.
    public func readOtherDevices(against notebook: Notebook) throws(StoreError) -> StoreRefresh {
        switch loadState {
        case .writable, .readOnly, .unreadable: break
        case .notLoaded, .newerVersion, .unreadableVersion: throw .notLoaded
        }
        let (mark, clocks) = saveState.withLock { ($0?.folderMark, $0?.clocks ?? SyncClocks()) }
        if let mark, let appended = try readAppended(since: mark, clocks: clocks, against: notebook) {
            return appended
        }
        var refresh = StoreRefresh()
        refresh.mark = notebook.changeLog.mark
        guard let merged = try readMergedFolder() else {
            refresh.isIncomplete = true
            return refresh
        }
        refresh.folder = merged.mark
        refresh.events = merged.events
        let contents = merged.contents
        refresh.resolved = merged.resolved
        var present = Set<Note.ID>()
        present.reserveCapacity(contents.notes.count)
        for note in contents.notes {
            present.insert(note.id)
            let held = notebook.note(withID: note.id)
            guard held != note, !clocks.holdsNewer(than: contents.clocks.notes[note.id], of: note.id) else {
                continue
            }
            refresh.changedNotes.append(note)
            refresh.heldNotes[note.id] = held
            refresh.clocks.notes[note.id] = contents.clocks.notes[note.id]
        }
        for id in notebook.notesByID.keys where !present.contains(id) {
            guard let removal = contents.clocks.removedNotes[id], !clocks.holdsNewer(than: removal, of: id)
            else {
                continue
            }
            refresh.removedNotes.append(id)
            refresh.heldNotes[id] = notebook.note(withID: id)
            refresh.clocks.removedNotes[id] = removal
        }
        var presentPhotos = Set<Photo.ID>()
        for photo in contents.photos {
            presentPhotos.insert(photo.id)
            guard notebook.photo(withID: photo.id) != photo,
                !clocks.holdsNewer(than: contents.clocks.photos[photo.id], of: photo.id)
            else { continue }
            refresh.changedPhotos.append(photo)
            refresh.clocks.photos[photo.id] = contents.clocks.photos[photo.id]
        }
        for id in notebook.photosByID.keys where !presentPhotos.contains(id) {
            guard let removal = contents.clocks.removedPhotos[id], !clocks.holdsNewer(than: removal, of: id)
            else {
                continue
            }
            refresh.removedPhotos.append(id)
            refresh.clocks.removedPhotos[id] = removal
        }
        return refresh
    }

    /// The folder's contents, merged and resolved, with what the merge did; nil unless every file
    /// read in full.
    private func readMergedFolder() throws(StoreError) -> (
        contents: StoreContents, events: [StoreSyncEvent], resolved: Set<Note.ID>, mark: StoreFolderMark
    )? {
        var contents = StoreContents()
        var snapshot: Data?
        var fingerprint: UInt64?
        if try inspect(notesFile, expecting: .file) {
            let data = try run { () throws(FileSystemError) in try fileSystem.readFile(notesFile) }
            let print = StoreJournal.fingerprint(data)
            fingerprint = print
            if let cached = snapshotCache.withLock({ $0 }), cached.length == data.count,
                cached.fingerprint == print
            {
                contents = cached.contents
            } else {
                guard case .complete(let read) = StoreDocument.read(data) else { return nil }
                contents = read
                snapshotCache.withLock { $0 = (data.count, print, read) }
            }
            snapshot = data
        }
        var logs: [StoreMerge.Log] = []
        if let data = try readJournalFile() {
            let outcome = StoreJournal.read(data, extending: snapshot, fingerprint: &fingerprint)
            guard case .read(let own) = outcome, own.dropped.isEmpty else { return nil }
            if own.version == 1 {
                Self.replay(own, onto: &contents)
            } else {
                logs.append(StoreMerge.Log(device: device, reading: own))
            }
        }
        let sources = try readOtherSources(snapshot: snapshot, fingerprint: &fingerprint)
        guard sources.dropped.isEmpty else { return nil }
        let result = StoreMerge.merge(base: contents, logs: logs + sources.logs, snapshots: sources.snapshots)
        var resolved = Set(result.resolvedNotes)
        if result.resolvedConflicts {
            for note in result.contents.notes where note.conflictedCopyOf != nil { resolved.insert(note.id) }
        }
        return (result.contents, result.events, resolved, sources.mark)
    }

    /// Applies `refresh` to `notebook`, the notebook it was read against, as changed since.
    ///
    /// A note this device changed while the folder was read, which another device changed too,
    /// is merged with the other device's version (``Note/merged(with:from:)``) or, when both
    /// changed the same part, kept as this device changed it with the other version beside it as
    /// a conflicted copy under an id from `makeID`; a note this device deleted meanwhile that
    /// another device changed comes back, and a note another device deleted that this device
    /// changed stays. Nothing either device saved is lost.
    ///
    /// The store then counts the other devices' changes as saved: the next save of `notebook`
    /// writes only what this device changed (including such merges), with versions that descend
    /// from the other devices' ones.
    /// - Complexity: O(*k* log *n*) for *k* changes and *n* notes.
    public func apply(
        _ refresh: StoreRefresh, to notebook: inout Notebook, makeID: () -> UUID
    ) -> StoreRefreshOutcome {
        var outcome = StoreRefreshOutcome()
        guard !refresh.isIncomplete else { return outcome }
        outcome.events = refresh.events
        // What this device changed while the folder was read; unknown (nil) when the notebook's
        // log no longer reaches back, and then every note is compared with its version as read.
        let since = refresh.mark.flatMap { notebook.changeLog.changes(since: $0) }
        var ownChanges: [NotebookChangeLog.Change] = since ?? []
        var resave: [Note.ID] = []
        var exact: [Note.ID: Note] = [:]
        for theirs in refresh.changedNotes {
            let held = refresh.heldNotes[theirs.id]
            let current = notebook.note(withID: theirs.id)
            guard current != held else {
                outcome.savedNotes.append((theirs, notebook.add(theirs)))
                if refresh.resolved.contains(theirs.id) {
                    exact[theirs.id] = theirs
                    resave.append(theirs.id)
                }
                continue
            }
            guard let ours = current else {
                // Deleted here while another device changed it: the change is kept.
                outcome.savedNotes.append((theirs, notebook.add(theirs)))
                outcome.events.append(.keptOverDelete(theirs.id))
                resave.append(theirs.id)
                continue
            }
            if let held, let merged = ours.merged(with: theirs, from: held) {
                outcome.savedNotes.append((merged, notebook.add(merged)))
                outcome.events.append(.merged(theirs.id))
                resave.append(merged.id)
            } else {
                let copy = theirs.conflictedCopy(id: Note.ID(makeID()))
                outcome.savedNotes.append((copy, notebook.add(copy)))
                outcome.events.append(.keptBoth(theirs.id, copy: copy.id))
                resave.append(ours.id)
                resave.append(copy.id)
            }
        }
        for id in refresh.removedNotes {
            let current = notebook.note(withID: id)
            guard current == refresh.heldNotes[id] else {
                // Changed here while another device deleted it: the change stays.
                if let current {
                    outcome.events.append(.keptOverDelete(id))
                    resave.append(current.id)
                }
                continue
            }
            if let removed = notebook.removeNote(withID: id) { outcome.removedNotes.append(removed) }
        }
        for photo in refresh.changedPhotos {
            notebook.addPhoto(photo)
            outcome.photosChanged = true
        }
        for id in refresh.removedPhotos where notebook.removePhoto(withID: id) != nil {
            outcome.photosChanged = true
        }
        // Changed in place: a copy of the state would copy its tables of versions.
        let replaced: StoreContents? = saveState.withLock { state in
            guard state != nil else { return nil }
            state!.clocks.merge(refresh.clocks)
            // What the store kept of the contents lacks those changes: a compaction must come from
            // the notebook.
            let replaced = state!.saved
            state!.saved = nil
            state!.noteIDs = nil
            state!.photoIDs = nil
            state!.appliedOtherDevices = true
            state!.exactVersions.merge(exact) { $1 }
            state!.folderMark = refresh.folder
            // The other devices' changes are on disk: the notebook's history up to here is, but for
            // what this device changed since the read, which is recorded again to be saved.
            if since != nil, state!.mark == refresh.mark {
                state!.mark = notebook.changeLog.mark
            } else {
                ownChanges = []
            }
            return replaced
        }
        Self.letGoInBackground(consume replaced)
        for change in ownChanges { notebook.changeLog.record(change) }
        for id in resave { notebook.changeLog.record(.note(id)) }
        outcome.needsSave = !ownChanges.isEmpty || !resave.isEmpty
        return outcome
    }
}

/// Telling another device's files from this device's own.
extension NoteStore {
    /// Whether a change to the file named `name` in the folder (or in `photos/`) may be something
    /// another device saved: false for this device's own journal, lock and draft, and for
    /// temporary and hidden files (a sync engine delivers a file by renaming one of those).
    public func mayHoldOtherDevicesChanges(fileNamed name: String) -> Bool {
        guard !name.hasPrefix("."), !name.hasSuffix(".tmp") else { return false }
        let own: Set<String> = [
            journalFile.lastPathComponent, draftFile.lastPathComponent, lockFileName,
        ]
        return !own.contains(name)
    }
}
