import Foundation

// What every write of the store goes through: the whole snapshot a compaction writes, the
// acknowledgement of an unreadable file, the check that the last load allows writing.
extension NoteStore {
    /// Writes `contents` whole as `notes.json`, atomically, and starts an empty journal: the
    /// save that compacts (see ``save(_:)-(StoreContents)``).
    ///
    /// Refuses what ``save(_:)-(StoreContents)`` refuses, before writing anything.
    /// - Complexity: O(*n*) in the size of the contents.
    func writeSnapshot(_ contents: StoreContents) throws(StoreError) {
        try requireWritable()
        for photo in contents.photos { try Self.validate(photo) }
        var contents = contents
        let versions = snapshotClocks(for: contents)
        contents.clocks = versions.clocks
        var written = contents
        var includedCopies: [URL] = []
        if device != .solitary || contents.clocks.isShared {
            (written, includedCopies) = try mergedWithFolder(contents, save: versions.save)
            contents.clocks.adopt(written, for: contents)
        }
        let data: Data
        do {
            data = try StoreDocument.encode(written)
        } catch {
            throw .unencodable("\(error)")
        }
        guard StoreDocumentParser.parse(data) != nil else {
            throw .unencodable("the next load could not read the encoded contents back")
        }
        try replaceSnapshot(data, with: contents, save: versions.save, includedCopies: includedCopies)
    }

    /// Allows ``save(_:)-(StoreContents)`` to replace the unreadable `notes.json` the last load reported.
    ///
    /// The copy kept aside stays where it is. Throws ``StoreError/nothingToAcknowledge`` unless
    /// `problem` is exactly the one the last ``load()`` returned.
    public mutating func acknowledge(_ problem: UnreadableStore) throws(StoreError) {
        guard case .unreadable(let found) = loadState, found == problem else { throw .nothingToAcknowledge }
        loadState = .writable
    }

    /// Throws unless the last load allows writing.
    func requireWritable() throws(StoreError) {
        switch loadState {
        case .notLoaded: throw .notLoaded
        case .writable:
            guard mode == .readOnly || lock?.isHeld != false else { throw .notLoaded }
        case .unreadable(let problem): throw .unreadableStoreNotAcknowledged(problem)
        case .newerVersion(let version):
            throw .newerVersion(file: notesFile, found: version, supported: StoreDocument.currentVersion)
        case .unreadableVersion(let text): throw .unreadableVersion(file: notesFile, found: text)
        case .readOnly(let reason): throw .readOnly(reason)
        }
    }

    /// Runs file-system calls, wrapping their error.
    func run<Result>(_ body: () throws(FileSystemError) -> Result) throws(StoreError) -> Result {
        do {
            return try body()
        } catch {
            throw .fileSystem(error)
        }
    }
}
