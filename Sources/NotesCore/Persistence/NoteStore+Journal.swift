import Foundation

/// Saves that write what changed: `notes.json` plus `notes.journal` (see ``StoreJournal``).
extension NoteStore {
    /// This device's journal in the store directory.
    ///
    /// The saves since `notes.json` was last written whole: `notes.journal` for ``StoreDeviceID/solitary``, `notes.<device>.journal` for any
    /// other device, which no other device ever writes.
    public var journalFile: URL { directory.appendingPathComponent(StoreJournal.fileName(for: device)) }

    /// Saves `contents`, writing what changed since the last load or save.
    ///
    /// Appends to `notes.journal` one record per note or photo that is new, changed, moved or
    /// gone, and a commit record, in one write flushed with `fsync`: an edited note costs about
    /// its own size, whatever the number of notes. Nothing changed writes nothing. When the
    /// journal would pass a thirty-second of `notes.json` (at least 1 MiB), after damage, a failed
    /// write or a torn journal, or when the contents hold an id twice, the save compacts instead:
    /// it writes `notes.json.tmp-<id>`, flushes it, marks the journal as included in it, renames
    /// it over `notes.json`, flushes the directory and starts an empty journal. A crash at any
    /// point leaves the old contents or the new, never a mixture; a failed save removes its own
    /// temporary file.
    ///
    /// Throws ``StoreError/notLoaded`` before ``load()`` and after ``close()``,
    /// ``StoreError/readOnly(_:)`` for a read-only store, and refuses after a load that found an
    /// unreadable store until it is acknowledged, or a newer version. Never writes what the next
    /// load could not read back: a photo whose file name is not a plain name or whose byte count
    /// is negative throws ``StoreError/invalidPhoto(_:reason:)``, and bytes that the strict
    /// reader does not accept throw ``StoreError/unencodable(_:)``; in both cases nothing is
    /// written.
    ///
    /// Copies of this value share what was saved: save through one copy at a time.
    /// - Complexity: O(*n*) comparisons of entries (most of them of the same storage) and O(*k*)
    ///   bytes written for *k* bytes of changed entries; O(*n*) bytes when it compacts.
    public func save(_ contents: StoreContents) throws(StoreError) {
        try requireWritable()
        // The id sets leave the shared state while this save uses them, so that updating them
        // below does not copy them; a save that throws leaves them to be rebuilt.
        let taken = saveState.withLock { shared -> StoreSaveState? in
            defer {
                shared?.noteIDs = nil
                shared?.photoIDs = nil
            }
            return shared
        }
        guard fileSystem.appendFile != nil, var state = taken, !state.needsSnapshot, let saved = state.saved
        else { return try writeSnapshot(contents) }
        var noteIDs = state.noteIDs ?? Set(saved.notes.lazy.map(\.id))
        var photoIDs = state.photoIDs ?? Set(saved.photos.lazy.map(\.id))
        state.noteIDs = nil
        state.photoIDs = nil
        guard noteIDs.count == saved.notes.count, photoIDs.count == saved.photos.count,
            let notes = StoreJournalDiff.between(saved.notes, contents.notes, oldIDs: noteIDs),
            let photos = StoreJournalDiff.between(saved.photos, contents.photos, oldIDs: photoIDs)
        else { return try writeSnapshot(contents) }
        if notes.isEmpty && photos.isEmpty {
            state.noteIDs = noteIDs
            state.photoIDs = photoIDs
            state.mark = contents.originMark
            saveState.withLock { $0 = state }
            return
        }
        for (photo, _) in photos.puts { try Self.validate(photo) }
        let changes: [StoreJournal.Change] =
            notes.removed.map { .removeNote($0) } + notes.puts.map { .putNote($0.element, after: $0.after) }
            + photos.removed.map { .removePhoto($0) }
            + photos.puts.map { .putPhoto($0.element, after: $0.after) }
        guard try appendToJournal(changes, state: &state) else { return try writeSnapshot(contents) }
        for id in notes.removed { noteIDs.remove(id) }
        for (note, _) in notes.puts { noteIDs.insert(note.id) }
        for id in photos.removed { photoIDs.remove(id) }
        for (photo, _) in photos.puts { photoIDs.insert(photo.id) }
        state.saved = contents
        state.noteIDs = noteIDs
        state.photoIDs = photoIDs
        state.mark = contents.originMark
        let replaced = saveState.withLock { shared in
            defer { shared = state }
            return shared?.saved
        }
        Self.letGoInBackground(consume replaced)
    }

    /// Lets go of contents a save replaced on another thread, at the lowest priority: letting go of
    /// 100,000 notes costs milliseconds of reference counting that neither the save nor a frame
    /// need wait for (``BackgroundRelease``).
    ///
    /// The caller passes its last reference (`letGoInBackground(consume replaced)`), so that the
    /// releasing thread holds the only one.
    static func letGoInBackground(_ contents: consuming StoreContents?) {
        guard let contents = consume contents, contents.notes.count > 10_000 else { return }
        BackgroundRelease.release(consume contents)
    }

    /// Writes the contents the last load or save left on disk whole as `notes.json` and starts an
    /// empty journal, as a save does when the journal has grown; a front end may call it at a
    /// quiet moment (going to the background) so that no later save has to.
    ///
    /// Does nothing when the journal is empty. After a save of a notebook, which keeps no copy of
    /// the contents, it reads `notes.json` and the journal back first; should they not read back
    /// whole, it leaves the writing to the next save, which then writes `notes.json` whole.
    /// Throws as ``save(_:)-(StoreContents)`` does.
    /// - Complexity: O(*n*) in the size of the contents.
    public func compact() throws(StoreError) {
        try requireWritable()
        guard let state = saveState.withLock({ $0 }) else { return }
        if state.journalPosition.sequence <= 1 && state.journalLength != nil && !state.needsSnapshot {
            return
        }
        guard let saved = state.saved else {
            // After a save of a notebook the store holds no copy: what is on disk is read back.
            guard !state.appliedOtherDevices,
                let onDisk = contentsOnDisk(snapshotLength: state.snapshotLength)
            else {
                saveState.withLock { $0?.needsSnapshot = true }
                return
            }
            try writeSnapshot(onDisk)
            // The same contents, rewritten: the notebook saved last is still what is on disk.
            saveState.withLock { $0?.mark = state.mark }
            return
        }
        try writeSnapshot(saved)
    }

    /// Replaces `notes.json` with `data`, the encoding of `contents`, and empties the journal.
    ///
    /// Writes and flushes `notes.json.tmp-<id>`; when a journal exists, appends a marker naming
    /// the new file's size and fingerprint and flushes it (so a crash after the rename cannot
    /// replay the journal onto a file that includes it); renames; flushes the folder; replaces
    /// the journal with an empty one. A failure before the rename removes the temporary file. A
    /// failure after it (the folder's flush) leaves the store knowing that `notes.json` now holds
    /// `contents`, and that it is perhaps not durable yet: the next save writes it whole again,
    /// never a journal computed against what was there before.
    ///
    /// `save` is this device's save number the file takes: the next journal goes on from it.
    func replaceSnapshot(
        _ data: Data, with contents: StoreContents, save: UInt32, includedCopies: [URL] = []
    ) throws(StoreError) {
        let id = makeID()
        let temporary = directory.appendingPathComponent("\(Self.notesFileName).tmp-\(id.uuidString)")
        let hasJournal = try inspect(journalFile, expecting: .file)
        let before = saveState.withLock { $0 }
        var renamed = false
        do throws(FileSystemError) {
            do throws(FileSystemError) {
                try fileSystem.writeFile(data, temporary)
                try fileSystem.synchronize(temporary)
                if hasJournal {
                    let marker = Data(
                        StoreJournal.compactedMarker(
                            snapshot: data, at: before?.journalPosition ?? StoreJournal.Position(),
                            version: before?.journalVersion ?? StoreJournal.currentVersion))
                    if let append = fileSystem.appendFile {
                        try append(marker, journalFile)
                        try fileSystem.synchronize(journalFile)
                    } else {
                        try writeReplacing(
                            try fileSystem.readFile(journalFile) + marker, to: journalFile, id: id)
                    }
                }
                try fileSystem.rename(temporary, notesFile)
                renamed = true
            } catch {
                saveState.withLock { $0?.needsSnapshot = true }
                // A file that was already at the temporary name is not this save's: it stays.
                if error.reason != .alreadyExists { try? fileSystem.removeItem(temporary) }
                throw error
            }
            try fileSystem.synchronize(directory)
        } catch {
            if renamed {
                // notes.json is the new file now (the journal's records are marked as included in
                // it), so what was saved is `contents`; the next save writes it whole again.
                var position = before?.journalPosition ?? StoreJournal.Position()
                position.sequence &+= 1
                position.batch = save
                var state = StoreSaveState(
                    saved: contents, noteIDs: nil, photoIDs: nil, journalLength: nil,
                    journalPosition: position,
                    journalVersion: before?.journalVersion ?? StoreJournal.currentVersion,
                    snapshotLength: data.count, needsSnapshot: true, mark: contents.originMark)
                state.clocks = contents.clocks
                state.conflictCopies = before?.conflictCopies ?? []
                saveState.withLock { $0 = state }
            }
            throw .fileSystem(error)
        }
        var state = StoreSaveState(
            saved: contents, noteIDs: nil, photoIDs: nil, journalLength: nil,
            journalPosition: StoreJournal.Position(sequence: 0, batch: save), snapshotLength: data.count,
            needsSnapshot: false, mark: contents.originMark)
        state.clocks = contents.clocks
        // The engines' conflict copies merged into this file are no longer needed.
        for copy in Set((before?.conflictCopies ?? []) + includedCopies) { try? fileSystem.removeItem(copy) }
        // The new journal starts with a marker naming this notes.json at this save's number, so
        // that the device's saves go on being numbered from here even if notes.json is replaced.
        let start =
            StoreJournal.header
            + StoreJournal.compactedMarker(
                snapshot: data, at: StoreJournal.Position(sequence: 0, batch: save))
        if fileSystem.appendFile != nil, (try? writeReplacing(Data(start), to: journalFile, id: id)) != nil {
            state.journalLength = start.count
            state.journalPosition = StoreJournal.Position(sequence: 1, batch: save)
        }
        let noteIDs = Set(contents.notes.lazy.map(\.id))
        let photoIDs = Set(contents.photos.lazy.map(\.id))
        state.noteIDs = noteIDs
        state.photoIDs = photoIDs
        state.needsSnapshot = noteIDs.count != contents.notes.count || photoIDs.count != contents.photos.count
        saveState.withLock { $0 = state }
    }

    /// Writes `data` to `url` through a temporary file beside it (`<name>.tmp-<id>`, a new id
    /// unless given), flushed and renamed; removes the temporary file when a step before the
    /// rename fails, unless the file at that name was not its own
    /// (``FileSystem/writeAtomically(_:to:temporaryURL:)``).
    func writeReplacing(_ data: Data, to url: URL, id: UUID? = nil) throws(FileSystemError) {
        let name = "\(url.lastPathComponent).tmp-\((id ?? makeID()).uuidString)"
        try fileSystem.writeAtomically(data, to: url, temporaryURL: directory.appendingPathComponent(name))
    }

    /// Throws for a photo the next load could not read back.
    static func validate(_ photo: Photo) throws(StoreError) {
        if !StoredPhoto.isPlainFileName(photo.fileName) {
            throw .invalidPhoto(photo.id, reason: "“\(photo.fileName)” is not a plain file name in photos/")
        }
        if photo.byteCount < 0 {
            throw .invalidPhoto(photo.id, reason: "negative byte count \(photo.byteCount)")
        }
    }
}
