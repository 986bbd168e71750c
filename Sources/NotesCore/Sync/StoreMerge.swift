import Foundation

/// Merges what every device saved into one set of contents, the same on every device that holds
/// the same files, whatever order they arrived in.
///
/// Every source (a `notes.json`, a conflict copy of one, each device's journal) adds versions of
/// entries, each with its ``VersionVector``. For each entry the versions that no other version
/// descends from (its *heads*) decide: one head is the entry (or its removal); several were made
/// at once on devices that had not seen each other, and are resolved: an edit beats a removal,
/// two edits of a note are merged field by field against the version both started from
/// (``NoteMerge``), and when they changed the same part both are kept, the other as a
/// conflicted copy with an id derived from its version, so that every device makes the same copy.
struct StoreMerge {
    /// One device's journal, as read.
    struct Log {
        var device: StoreDeviceID
        var reading: StoreJournal.Reading
    }

    /// What the merge made.
    struct Result {
        /// The merged contents, with their clocks.
        var contents: StoreContents
        /// The contents before conflicts were resolved: what the files hold as they are.
        var unresolved: StoreContents
        /// What a user should hear about.
        var events: [StoreSyncEvent] = []
        /// The notes whose conflicts were resolved.
        var resolvedNotes: [Note.ID] = []
        /// Whether conflicts were resolved, which this device should save as its own versions.
        var resolvedConflicts: Bool { contents != unresolved }
    }

    /// Merges `logs` and `snapshots` (conflict copies of `notes.json`) onto `base`.
    /// - Complexity: O(*n* + *k* log *k*) for *n* entries in `base` and *k* versions in the other
    ///   sources, when few conflict.
    static func merge(base: StoreContents, logs: [Log], snapshots: [StoreContents] = []) -> Result {
        if logs.count == 1, snapshots.isEmpty, let replayed = replayingOneLog(base: base, log: logs[0]) {
            return replayed
        }
        if logs.isEmpty, snapshots.isEmpty { return Result(contents: base, unresolved: base) }
        var noteVersions: [Incoming<Note>] = []
        var photoVersions: [Incoming<Photo>] = []
        var included = base.clocks.included
        for log in logs {
            let skip = base.clocks.included[log.device] ?? 0
            var known = skip
            for (batchIndex, batch) in log.reading.batches.enumerated() {
                let number = log.reading.batchNumbers[batchIndex]
                if number < skip { continue }
                if number == known { known += 1 }
                let clocks = log.reading.clocks[batchIndex]
                for (index, change) in batch.enumerated() {
                    let clock = index < clocks.count ? clocks[index] : VersionVector()
                    let order = Order(source: 0, device: log.device, batch: number, index: index)
                    switch change {
                    case .putNote(let note, let after):
                        noteVersions.append(
                            Incoming(id: note.id, value: note, after: after, clock: clock, order: order))
                    case .removeNote(let id):
                        noteVersions.append(
                            Incoming(id: id, value: nil, after: nil, clock: clock, order: order))
                    case .putPhoto(let photo, let after):
                        photoVersions.append(
                            Incoming(id: photo.id, value: photo, after: after, clock: clock, order: order))
                    case .removePhoto(let id):
                        photoVersions.append(
                            Incoming(id: id, value: nil, after: nil, clock: clock, order: order))
                    }
                }
            }
            included[log.device] = max(included[log.device] ?? 0, known)
        }
        for (rank, snapshot) in snapshots.enumerated() {
            noteVersions += Incoming.all(
                snapshot.notes, clocks: snapshot.clocks.notes, removed: snapshot.clocks.removedNotes,
                rank: rank + 1)
            photoVersions += Incoming.all(
                snapshot.photos, clocks: snapshot.clocks.photos, removed: snapshot.clocks.removedPhotos,
                rank: rank + 1)
            for (device, count) in snapshot.clocks.included {
                included[device] = max(included[device] ?? 0, count)
            }
        }
        var result = Result(contents: base, unresolved: base)
        var clocks = base.clocks
        clocks.included = included
        var notes = EntryMerge(
            entries: base.notes, clocks: base.clocks.notes, removed: base.clocks.removedNotes,
            incoming: noteVersions)
        var photos = EntryMerge(
            entries: base.photos, clocks: base.clocks.photos, removed: base.clocks.removedPhotos,
            incoming: photoVersions)
        notes.run()
        photos.run()
        result.unresolved.notes = notes.entries
        result.unresolved.photos = photos.entries
        clocks.notes = notes.clocks
        clocks.removedNotes = notes.removed
        clocks.photos = photos.clocks
        clocks.removedPhotos = photos.removed
        result.unresolved.clocks = clocks
        result.contents = result.unresolved
        result.events = notes.resolve(with: Self.resolveNote)
        result.resolvedNotes = notes.resolvedIDs
        _ = photos.resolve(with: Self.resolvePhoto)
        result.contents.notes = notes.entries
        result.contents.photos = photos.entries
        result.contents.clocks.notes = notes.clocks
        result.contents.clocks.removedNotes = notes.removed
        result.contents.clocks.photos = photos.clocks
        result.contents.clocks.removedPhotos = photos.removed
        return result
    }

    /// The note several heads resolve to, the conflicted copies kept beside it, and what happened.
    static func resolveNote(_ heads: [Head<Note>], history: [Head<Note>]) -> Resolution<Note> {
        let live = heads.filter { $0.value != nil }.sorted(by: Head.isNewer)
        guard var primary = live.first, let first = primary.value else { return Resolution(value: nil) }
        var resolution = Resolution(value: first)
        if live.count < heads.count { resolution.events.append(.keptOverDelete(first.id)) }
        var merged = false
        for other in live.dropFirst() {
            guard let theirs = other.value, let ours = resolution.value, theirs != ours else { continue }
            let meet = primary.clock.meet(other.clock)
            if let base = history.first(where: { $0.clock == meet })?.value,
                let note = NoteMerge.merge(base: base, ours: ours, theirs: theirs)
            {
                resolution.value = note
                merged = true
                primary.clock = primary.clock.joined(with: other.clock)
                continue
            }
            var copy = theirs
            copy.id = Note.ID(StoreMerge.derivedID(of: first.id.rawValue, clock: other.clock))
            copy.conflictedCopyOf = first.id
            resolution.copies.append(copy)
            resolution.events.append(.keptBoth(first.id, copy: copy.id))
        }
        if merged { resolution.events.append(.merged(first.id)) }
        return resolution
    }

    /// The photo several heads resolve to: the newest living version.
    static func resolvePhoto(_ heads: [Head<Photo>], history: [Head<Photo>]) -> Resolution<Photo> {
        Resolution(value: heads.filter { $0.value != nil }.sorted(by: Head.isNewer).first?.value)
    }

    /// An id for a conflicted copy: the same on every device for the same note and version.
    static func derivedID(of id: UUID, clock: VersionVector) -> UUID {
        var bytes = StoreJournal.bytes(of: id) + StoreJournal.encode(clock)
        let first = StoreJournal.fingerprint(Data(bytes))
        bytes.append(0x5A)
        let second = StoreJournal.fingerprint(Data(bytes))
        var raw = StoreJournal.littleEndian(first) + StoreJournal.littleEndian(second)
        raw[6] = raw[6] & 0x0F | 0x80  // a version nibble no random UUID has
        raw[8] = raw[8] & 0x3F | 0x80
        return StoreJournal.uuid(raw)
    }
}
