import Foundation

/// Reading only what other devices appended to their journals since the last read was applied.
extension NoteStore {
    /// What other devices saved since `mark`, read from what they appended to their journals;
    /// nil when that cannot tell it all and the folder must be read whole.
    ///
    /// Every appended change must descend from the version `clocks` (the store's) hold of its
    /// entry, or from the one an earlier appended change gave it: such a change is the entry's
    /// newest version, and no merge is needed. The folder must hold the same journals and
    /// conflict copies as at `mark`, and each journal must still begin with the bytes read then.
    /// - Complexity: O(*k* + *j*) for *k* appended changes and journals of *j* bytes.
    func readAppended(
        since mark: StoreFolderMark, clocks: SyncClocks, against notebook: Notebook
    ) throws(StoreError) -> StoreRefresh? {
        let names = try run { () throws(FileSystemError) in try fileSystem.listDirectory(directory) }
        let own = StoreJournal.fileName(for: device)
        var originals: Set<String> = [Self.notesFileName, own]
        var journals: [String] = []
        for name in names where StoreJournal.device(ofJournalNamed: name) != nil {
            originals.insert(name)
            if name != own { journals.append(name) }
        }
        let copies = Set(names.filter { SyncConflictFile.original(of: $0, among: originals) != nil })
        guard copies == mark.conflictCopies, Set(journals) == Set(mark.journals.keys) else { return nil }
        var next = mark
        var appended = AppendedVersions(clocks: clocks)
        for name in journals.sorted() {
            guard let known = mark.journals[name],
                let data = try? fileSystem.readFile(directory.appendingPathComponent(name)),
                data.count >= known.length,
                StoreJournal.fingerprint(data.prefix(known.length)) == known.fingerprint
            else { return nil }
            guard data.count > known.length else { continue }
            var reader = StoreJournalReader(
                bytes: StoreJournal.header + Array(data[(data.startIndex + known.length)...]),
                includes: { _, _ in false }, expecting: known.end)
            reader.readAll()
            let reading = reader.reading
            guard reading.damageOffset == nil, reading.dropped.isEmpty, !reading.hasMarker else { return nil }
            for (batch, versions) in zip(reading.batches, reading.clocks) {
                for (index, change) in batch.enumerated() {
                    let clock = index < versions.count ? versions[index] : VersionVector()
                    guard appended.take(change, clock: clock) else { return nil }
                }
            }
            let length = known.length + reading.committedLength - StoreJournal.header.count
            next.journals[name] = StoreFolderMark.Journal(
                length: length, fingerprint: StoreJournal.fingerprint(data.prefix(length)), end: reading.end)
        }
        var refresh = appended.refresh(against: notebook)
        refresh.folder = next
        return refresh
    }
}
