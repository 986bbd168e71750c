import Foundation

/// Reading what other devices wrote to a shared store folder, and the copies sync engines made.
extension NoteStore {
    /// What the other devices' files and the engines' conflict copies hold.
    struct OtherSources {
        /// Every other device's journal, and conflict copies of any journal.
        var logs: [StoreMerge.Log] = []
        /// Conflict copies of `notes.json`.
        var snapshots: [StoreContents] = []
        /// The changes damage cost in those files.
        var dropped: [DroppedEntry] = []
        /// The conflict copies read, which a compaction that includes them removes.
        var conflictCopies: [URL] = []
        /// How far the journals were read, for a running device's next read.
        var mark = StoreFolderMark()
    }

    /// Reads every journal in the folder but this device's, and the engines' conflict copies.
    ///
    /// Conflict copies of `notes.json` and of any journal are read too. A file that cannot be read, or is of a newer version,
    /// is left out (and left alone): its device's saves stay in it.
    ///
    /// `snapshot` is `notes.json`, which compaction markers are checked against.
    /// - Complexity: O(*n*) in the size of the files read.
    func readOtherSources(snapshot: Data?, fingerprint: inout UInt64?) throws(StoreError) -> OtherSources {
        var sources = OtherSources()
        let names = try run { () throws(FileSystemError) in try fileSystem.listDirectory(directory) }
        let own = StoreJournal.fileName(for: device)
        var originals: Set<String> = [Self.notesFileName]
        var journals: [(name: String, device: StoreDeviceID)] = []
        for name in names {
            guard let found = StoreJournal.device(ofJournalNamed: name) else { continue }
            originals.insert(name)
            if name != own { journals.append((name, found)) }
        }
        originals.insert(own)
        for name in names.sorted() {
            guard let original = SyncConflictFile.original(of: name, among: originals) else { continue }
            if original == Self.notesFileName {
                guard let data = try? fileSystem.readFile(directory.appendingPathComponent(name)),
                    case .complete(let contents) = StoreDocument.read(data)
                else { continue }
                sources.snapshots.append(contents)
            } else if let device = StoreJournal.device(ofJournalNamed: original) {
                journals.append((name, device))
            } else {
                continue
            }
            sources.conflictCopies.append(directory.appendingPathComponent(name))
            sources.mark.conflictCopies.insert(name)
        }
        for (name, device) in journals.sorted(by: { $0.name < $1.name }) {
            guard let data = try? fileSystem.readFile(directory.appendingPathComponent(name)) else {
                continue
            }
            let outcome = StoreJournal.read(data, extending: snapshot, fingerprint: &fingerprint)
            guard case .read(let reading) = outcome else { continue }
            sources.logs.append(StoreMerge.Log(device: device, reading: reading))
            sources.dropped += reading.dropped
            if !sources.mark.conflictCopies.contains(name) {
                sources.mark.journals[name] = StoreFolderMark.journal(data, reading: reading)
            }
        }
        return sources
    }
}

/// Merging the devices' saves as a store loads.
extension NoteStore {
    /// What a load merged from the other devices.
    struct DeviceMerge {
        var result: StoreMerge.Result
        var sources: OtherSources
    }

    /// Merges this device's journal (`own`, nil when it was replayed already or is absent) and
    /// everything the other devices wrote onto `contents` (`notes.json`), leaving in `contents`
    /// what the files hold as they are (conflicts unresolved).
    mutating func mergeDevices(
        _ contents: inout StoreContents, snapshot: Data, own: StoreJournal.Reading?,
        fingerprint: inout UInt64?
    ) throws(StoreError) -> DeviceMerge {
        let sources = try readOtherSources(snapshot: snapshot, fingerprint: &fingerprint)
        let logs = (own.map { [StoreMerge.Log(device: device, reading: $0)] } ?? []) + sources.logs
        let result = StoreMerge.merge(base: contents, logs: logs, snapshots: sources.snapshots)
        let origin = contents.origin
        contents = result.unresolved
        contents.origin = origin
        return DeviceMerge(result: result, sources: sources)
    }

    /// The contents to hand out after a merge: with conflicts resolved, which a writable store
    /// saves at once as this device's versions, so that every device converges on them.
    func resolving(_ contents: StoreContents, _ merge: DeviceMerge, isWritable: Bool) -> StoreContents {
        guard merge.result.resolvedConflicts else { return contents }
        var resolved = merge.result.contents
        resolved.origin = contents.origin
        // The resolved notes descend from every head: what this device saves of them (now, or
        // with the user's next change) says so.
        let copies = resolved.notes.lazy.filter { $0.conflictedCopyOf != nil }.map(\.id)
        let ids = Set(merge.result.resolvedNotes).union(copies)
        var exact: [Note.ID: Note] = [:]
        for note in resolved.notes where ids.contains(note.id) { exact[note.id] = note }
        saveState.withLock {
            $0?.clocks = resolved.clocks
            $0?.exactVersions = exact
        }
        defer { saveState.withLock { $0?.exactVersions = [:] } }
        // A failed save leaves the resolution to the next one, which writes it as a change.
        if isWritable { try? save(resolved) }
        return resolved
    }
}

/// Compacting a shared folder: `notes.json` is written as the merge of everything on disk.
extension NoteStore {
    /// What a compaction of a shared folder writes.
    ///
    /// `view` (this device's contents, with the versions this save gives them) merged with everything the folder holds now — the
    /// `notes.json` there (perhaps another device's, arrived since the load), every journal and
    /// every conflict copy — so that no version another device saved is ever written over. A
    /// `notes.json` there that does not read in full is kept aside first.
    ///
    /// Returns the contents to write and the conflict copies they include.
    /// - Complexity: O(*n*) in the size of the folder's files.
    func mergedWithFolder(_ view: StoreContents, save: UInt32) throws(StoreError) -> (StoreContents, [URL]) {
        var base = StoreContents()
        var snapshot: Data?
        if try inspect(notesFile, expecting: .file) {
            let data = try run { () throws(FileSystemError) in try fileSystem.readFile(notesFile) }
            snapshot = data
            switch StoreDocument.read(data) {
            case .complete(let contents): base = contents
            case .partial(let contents, _, _):
                _ = try keepAside(data)
                base = contents
            case .newerVersion(let version):
                throw .newerVersion(file: notesFile, found: version, supported: StoreDocument.currentVersion)
            case .unreadableVersion(let text):
                throw .unreadableVersion(file: notesFile, found: text)
            }
        }
        var fingerprint: UInt64?
        let sources = try readOtherSources(snapshot: snapshot, fingerprint: &fingerprint)
        var logs = sources.logs
        if let data = try readJournalFile(),
            case .read(let own) = StoreJournal.read(data, includes: { _, _ in false }), own.version != 1
        {
            logs.append(StoreMerge.Log(device: device, reading: own))
        }
        let merged = StoreMerge.merge(base: base, logs: logs, snapshots: sources.snapshots + [view])
        // A conflict resolved here is written with the join of its heads, as every device that
        // resolves them writes it.
        var contents = merged.contents
        contents.clocks.included[device] = max(contents.clocks.included[device] ?? 0, save)
        return (contents, sources.conflictCopies)
    }
}
