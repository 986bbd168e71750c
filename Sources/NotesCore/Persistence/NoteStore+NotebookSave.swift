import Foundation

/// Saving a notebook: only the notes and photos it changed since the store last loaded or saved it.
extension NoteStore {
    /// Saves `notebook`, writing what it changed since the point of its history this store last
    /// loaded or saved, without comparing or copying the rest.
    ///
    /// A notebook built with ``Notebook/init(_:)`` from what ``load()`` returned, and changed only
    /// through its own methods since, is known to the store: each save appends to `notes.journal`
    /// a record per note or photo it added, changed or removed since the last save, each placed
    /// after its neighbour in the notebook's order, and a commit record, in one write flushed with
    /// `fsync`, as ``save(_:)-(StoreContents)`` does. Any other notebook (another history, one
    /// built from other contents, or one that made more than a few thousand changes since its
    /// last save) is saved as those contents are, by comparing it with what was saved, or by
    /// writing `notes.json` whole; so is every save that compacts. Either way the next load
    /// returns `StoreContents(notebook)`.
    ///
    /// The store keeps no copy of the notebook, so a front end may keep changing it at once. It
    /// keeps no copy of the contents either: ``compact()`` then reads them back from disk.
    /// Throws, and promises, what ``save(_:)-(StoreContents)`` does.
    ///
    /// - Complexity: O(*k* log *n*) for *k* changes since the last save and *n* notes, plus the
    ///   bytes of the changed entries; O(*n*) when it saves the notebook another way.
    public func save(_ notebook: Notebook) throws(StoreError) {
        try requireWritable()
        let current = saveState.withLock({ $0 })
        let known = current?.mark.flatMap { notebook.changeLog.changes(since: $0) }
        guard fileSystem.appendFile != nil, var state = current, !state.needsSnapshot, let logged = known
        else { return try saveWhole(notebook, changed: known) }
        let changes = Self.journalChanges(logged, in: notebook)
        if !changes.isEmpty {
            for case .putPhoto(let photo, _) in changes { try Self.validate(photo) }
            guard try appendToJournal(changes, state: &state) else {
                return try saveWhole(notebook, changed: logged)
            }
        }
        state.mark = notebook.changeLog.mark
        state.exactVersions = [:]
        let replaced = state.saved
        state.saved = nil
        state.noteIDs = nil
        state.photoIDs = nil
        saveState.withLock { $0 = state }
        Self.letGoInBackground(consume replaced)
    }

    /// Saves `notebook` as its contents, then remembers that its history is on disk.
    ///
    /// `changed`, what the notebook changed since its last save when known, tells a compaction
    /// which entries are this device's new versions (the rest are as loaded, whoever saved them).
    private func saveWhole(_ notebook: Notebook, changed: [NotebookChangeLog.Change]?) throws(StoreError) {
        saveState.withLock { $0?.changedSinceSave = changed }
        defer { saveState.withLock { $0?.changedSinceSave = nil } }
        try save(StoreContents(notebook))
        saveState.withLock { $0?.mark = notebook.changeLog.mark }
    }

    /// The journal records that bring what was saved to `notebook`, given the ids it `changed`
    /// since: removals first, then the notes and photos it holds, each right after its
    /// predecessor, in its order, so that every predecessor is in place before it is needed.
    ///
    /// - Complexity: O(*k* log *n*) for *k* changes and *n* notes.
    static func journalChanges(_ changed: [NotebookChangeLog.Change], in notebook: Notebook)
        -> [StoreJournal.Change]
    {
        var seen = Set<NotebookChangeLog.Change>()
        var removedNotes: [StoreJournal.Change] = []
        var removedPhotos: [StoreJournal.Change] = []
        var notes: [Int] = []
        var photos: [Int] = []
        for change in changed where seen.insert(change).inserted {
            switch change {
            case .note(let id):
                if let index = notebook.index(ofNoteWithID: id) {
                    notes.append(index)
                } else {
                    removedNotes.append(.removeNote(id))
                }
            case .photo(let id):
                if let index = notebook.index(ofPhotoWithID: id) {
                    photos.append(index)
                } else {
                    removedPhotos.append(.removePhoto(id))
                }
            }
        }
        let ordered = notebook.notes
        return removedNotes
            + notes.sorted().map { .putNote(ordered[$0], after: $0 > 0 ? notebook.order[$0 - 1].id : nil) }
            + removedPhotos
            + photos.sorted().map {
                .putPhoto(notebook.photo(at: $0), after: $0 > 0 ? notebook.photoID(at: $0 - 1) : nil)
            }
    }

    /// Appends one batch of `changes` to `notes.journal` (or writes a new journal holding it),
    /// flushed, and advances `state` past it; returns false, writing nothing, when the journal
    /// would pass its compaction limit.
    ///
    /// Throws when the batch cannot be encoded or read back as written, and when the write fails;
    /// a failed write marks the store so that the next save writes `notes.json` whole.
    func appendToJournal(_ changes: [StoreJournal.Change], state: inout StoreSaveState) throws(StoreError)
        -> Bool
    {
        let position =
            state.journalLength == nil
            ? StoreJournal.Position(sequence: 0, batch: state.journalPosition.batch) : state.journalPosition
        let clocks = Self.versions(
            of: changes, from: state.clocks, device: device, save: position.batch &+ 1,
            exact: state.exactVersions)
        let batch: [UInt8]
        do {
            batch = try StoreJournal.batch(changes, clocks: clocks, at: position)
        } catch {
            throw .unencodable("\(error)")
        }
        let start = state.journalLength ?? StoreJournal.header.count
        guard start + batch.count <= state.compactionLimit else { return false }
        let check = StoreJournal.readBatch(batch, at: position)
        guard check.batches.count == 1, check.changeCount == changes.count, check.damageOffset == nil,
            !check.hasTornTail
        else { throw .unencodable("the next load could not read the journal record back") }
        do throws(FileSystemError) {
            if let length = state.journalLength {
                try fileSystem.appendFile?(Data(batch), journalFile)
                try fileSystem.synchronize(journalFile)
                state.journalLength = length + batch.count
            } else {
                try writeReplacing(Data(StoreJournal.header + batch), to: journalFile)
                state.journalLength = StoreJournal.header.count + batch.count
                state.journalVersion = StoreJournal.currentVersion
            }
            state.journalPosition = StoreJournal.position(after: position, changeCount: changes.count)
            state.clocks.record(changes, clocks: clocks)
        } catch {
            // The journal may end in a torn batch now: the next save compacts.
            saveState.withLock { $0?.needsSnapshot = true }
            throw .fileSystem(error)
        }
        return true
    }
}

/// Reading back what saves of a notebook left on disk, for a compaction.
extension NoteStore {
    /// The contents `notes.json` and `notes.journal` hold together, or nil unless both read back
    /// whole: `notes.json` of `snapshotLength` bytes without damage, and a journal that extends
    /// it without damage or a torn tail.
    ///
    /// - Complexity: O(*n*) in the size of the files.
    func contentsOnDisk(snapshotLength: Int) -> StoreContents? {
        guard let data = try? fileSystem.readFile(notesFile), data.count == snapshotLength,
            case .complete(var contents) = StoreDocument.read(data)
        else { return nil }
        let found: Data?
        do {
            found = try readJournalFile()
        } catch {
            return nil
        }
        guard let journal = found else { return contents }
        guard
            case .read(let reading) = StoreJournal.read(
                journal,
                includes: { count, expected in
                    count == data.count && StoreJournal.fingerprint(data) == expected
                }),
            reading.damageOffset == nil, !reading.hasTornTail, reading.dropped.isEmpty
        else { return nil }
        Self.replay(reading, onto: &contents)
        return contents
    }
}
