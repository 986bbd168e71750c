import Foundation

/// Reading `notes.journal` when the store loads.
extension NoteStore {
    /// The bytes of `notes.journal`, or nil when there is none; something other than a file
    /// there throws.
    func readJournalFile() throws(StoreError) -> Data? {
        guard try inspect(journalFile, expecting: .file) else { return nil }
        return try run { () throws(FileSystemError) in try fileSystem.readFile(journalFile) }
    }

    /// Reads the journal that extends `snapshot` (the bytes of `notes.json`); a newer or
    /// unreadable journal version is refused as such a `notes.json` is, and nothing is written.
    ///
    /// `fingerprint` is `snapshot`'s journal fingerprint when known; it is filled in when this
    /// computes it.
    mutating func readJournal(_ data: Data, snapshot: Data, fingerprint: inout UInt64?) throws(StoreError)
        -> StoreJournal.Reading
    {
        let outcome = StoreJournal.read(data, extending: snapshot, fingerprint: &fingerprint)
        switch outcome {
        case .read(let reading): return reading
        case .newerVersion(let version):
            loadState = .newerVersion(version)
            throw .newerVersion(file: journalFile, found: version, supported: StoreJournal.currentVersion)
        case .unreadableVersion(let text):
            loadState = .unreadableVersion(text)
            throw .unreadableVersion(file: journalFile, found: text)
        }
    }

    /// Applies the journal's saves to `contents`, oldest first.
    ///
    /// An entry put after one that is not there (lost to damage) goes last.
    /// - Complexity: O(*n* + *k*) for *n* entries and *k* changes, moving the entries in place
    ///   when `contents` is not shared (see ``StoreJournalReplay/replay(_:onto:)``); O(1) without
    ///   changes.
    static func replay(_ journal: StoreJournal.Reading, onto contents: inout StoreContents) {
        guard journal.changeCount > 0 else { return }
        var noteEdits: [StoreJournalReplay<Note>.Edit] = []
        var photoEdits: [StoreJournalReplay<Photo>.Edit] = []
        for change in journal.batches.joined() {
            switch change {
            case .putNote(let note, let after): noteEdits.append(.put(note, after: after))
            case .removeNote(let id): noteEdits.append(.remove(id))
            case .putPhoto(let photo, let after): photoEdits.append(.put(photo, after: after))
            case .removePhoto(let id): photoEdits.append(.remove(id))
            }
        }
        StoreJournalReplay.replay(noteEdits, onto: &contents.notes)
        StoreJournalReplay.replay(photoEdits, onto: &contents.photos)
    }

    /// Remembers what a writable load found on disk, for the next save.
    func rememberLoaded(
        _ contents: StoreContents, snapshot: Data, journal: StoreJournal.Reading?, journalLength: Int?,
        damaged: Bool, conflictCopies: [URL] = []
    ) {
        // A journal of an older version, or one shorter than its header, is never appended to: the
        // first is compacted into notes.json by the next save, the second written anew.
        let isWhole =
            !damaged
            && journal.map {
                $0.damageOffset == nil && !$0.hasTornTail && !$0.isShort
                    && $0.version == StoreJournal.currentVersion
            } ?? true
        // The id sets are left to the first save of contents that needs them: a save of a notebook
        // built from these contents does not.
        var state = StoreSaveState(
            saved: contents, noteIDs: nil, photoIDs: nil, journalLength: isWhole ? journalLength : nil,
            journalPosition: StoreJournal.Position(
                sequence: (journal?.end ?? StoreJournal.Position()).sequence,
                batch: max(journal?.end.batch ?? 0, contents.clocks.highestSave(of: device))),
            journalVersion: journal?.version ?? StoreJournal.currentVersion,
            snapshotLength: snapshot.count,
            needsSnapshot: damaged || !conflictCopies.isEmpty
                || journal.map {
                    $0.damageOffset != nil || $0.hasTornTail || $0.version != StoreJournal.currentVersion
                } ?? false,
            mark: contents.originMark)
        state.clocks = contents.clocks
        state.conflictCopies = conflictCopies
        saveState.withLock { $0 = state }
    }
}
