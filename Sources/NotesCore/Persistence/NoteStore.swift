import Foundation

/// A notes store on disk: `notes.json`, the journal of the saves since it was written
/// (`notes.journal`), and a `photos/` folder, in one owner-only directory.
///
/// Effects come in through `init`: the file system, the clock (kept-aside file names, preset and
/// photo dates) and the id source (preset and photo ids, temporary file names). The store is a
/// plain `Sendable` value with synchronous methods; don't write through one store from two
/// threads at once.
///
/// Opening: ``load()`` takes an advisory lock on the folder (``DirectoryLock``) and keeps it for
/// as long as any copy of this value holds it, or until ``close()``. What happens when another
/// process holds it is the ``StoreOpenMode`` given to `init`: throw
/// ``StoreError/inUse(directory:processID:)`` or load read-only.
///
/// The rule for writing: call ``load()`` first. If it returns ``StoreLoad/Origin/recovered(_:)``,
/// ``save(_:)-(StoreContents)`` refuses to replace the unreadable `notes.json` until the caller passes the problem
/// to ``acknowledge(_:)`` (a byte-for-byte copy was kept aside already). A newer version is never
/// written over, and a read-only store writes nothing.
///
/// The store only ever touches what is inside its folder: it never follows a symbolic link
/// (`notes.json` or `photos/` being one is an error), never changes the permissions of a folder
/// it did not create, and removes only the temporary files it writes itself.
public struct NoteStore: Sendable {
    /// The name of the notes file inside the store directory.
    public static let notesFileName = "notes.json"
    /// The name of the photos folder inside the store directory.
    public static let photosFolderName = "photos"

    /// What the last load allows a save to do.
    enum LoadState: Hashable, Sendable {
        case notLoaded
        case writable
        case unreadable(UnreadableStore)
        case newerVersion(Int)
        case unreadableVersion(String)
        case readOnly(StoreReadOnlyReason)
    }

    /// The store directory.
    public let directory: URL
    /// How the store opens its folder.
    public let mode: StoreOpenMode
    /// The device this store writes as: its journal, lock and draft carry this id in their names
    /// (see ``StoreDeviceID``).
    public let device: StoreDeviceID
    let fileSystem: FileSystem
    let clock: @Sendable () -> Date
    let makeID: @Sendable () -> UUID
    var loadState = LoadState.notLoaded
    /// What the last load or save left on disk, shared by copies of this value (see
    /// `NoteStore+Journal.swift`).
    let saveState = Locked<StoreSaveState?>(nil)
    /// The last `notes.json` a read of other devices' changes parsed, by its size and fingerprint,
    /// shared by copies of this value: the next read that finds the same file parses nothing.
    let snapshotCache = Locked<(length: Int, fingerprint: UInt64, contents: StoreContents)?>(nil)
    /// The folder's lock, once ``load()`` has taken it.
    var lock: DirectoryLock?

    /// Creates a store over `directory`; nothing is touched until ``load()``.
    public init(
        directory: URL,
        fileSystem: FileSystem,
        clock: @escaping @Sendable () -> Date,
        makeID: @escaping @Sendable () -> UUID,
        mode: StoreOpenMode = .readWrite,
        device: StoreDeviceID = .solitary
    ) {
        self.device = device
        self.directory = directory
        self.fileSystem = fileSystem
        self.clock = clock
        self.makeID = makeID
        self.mode = mode
    }

    /// `notes.json` in the store directory.
    public var notesFile: URL { directory.appendingPathComponent(Self.notesFileName) }
    /// The `photos/` folder in the store directory.
    public var photosDirectory: URL { directory.appendingPathComponent(Self.photosFolderName) }

    /// Opens the store and reads it, creating it with the presets on first launch.
    ///
    /// First opens the folder (creating it, 0700, only when it does not exist) and takes its
    /// lock as ``mode`` says; when another process holds it, throws
    /// ``StoreError/inUse(directory:processID:)`` or goes on read-only. Then reads `notes.json`:
    /// a newer version throws ``StoreError/newerVersion(file:found:supported:)`` and a version
    /// it cannot read throws ``StoreError/unreadableVersion(file:found:)``, before anything else
    /// is created, changed or removed. Otherwise creates `photos/` when missing and removes the
    /// temporary files its own interrupted writes left behind (never any other file).
    ///
    /// Presets are written only when `notes.json` is truly absent: when the folder cannot be
    /// searched, so that its absence cannot be told, this throws ``StoreError/fileSystem(_:)``
    /// with the path and the reason and writes nothing. A directory, link or special file in
    /// place of `notes.json`, or a link or file in place of `photos/`, throws the same way
    /// (reason ``FileSystemError/Reason/unexpectedKind(found:expected:)``). With an unreadable
    /// `notes.json`, copies it aside untouched (read-only: no copy; ``UnreadableStore/keptAside``
    /// is the file itself), leaves it in place and returns what could be recovered with the
    /// reason. Every result also reports photo files that no photo refers to and photos whose
    /// file is missing (``StoreLoad/orphanPhotoFiles``, ``StoreLoad/photosWithMissingFiles``);
    /// neither is deleted or changed.
    /// - Complexity: O(*n*) in the size of `notes.json` and the number of photo files.
    public mutating func load() throws(StoreError) -> StoreLoad {
        try load(firstPage: nil)
    }

    /// ``load()``, handing the first notes to `firstPage` as soon as they are read, when asked.
    mutating func load(firstPage: StoreFirstPageRequest?) throws(StoreError) -> StoreLoad {
        let access = try openFolder()
        let isWritable = access == .readWrite
        var existing: (data: Data, contents: StoreContents, damage: Damage?)?
        var journalData: Data?
        var journal = StoreJournal.Reading()
        var everyDamagedEntrySuperseded = false
        var sync: DeviceMerge?
        if try inspect(notesFile, expecting: .file) {
            let data = try run { () throws(FileSystemError) in try fileSystem.readFile(notesFile) }
            // What the journal says it extends is checked against this once, by the first page or
            // the journal's reading, whichever asks first: hashing 61 MB takes about 13 ms.
            var fingerprint: UInt64?
            if let firstPage {
                journalData = try readJournalFile()
                firstPage.deliver(
                    Self.firstNotes(
                        firstPage.count, in: data, journal: journalData, fingerprint: &fingerprint))
            }
            switch StoreDocument.read(data) {
            case .complete(let contents): existing = (data, contents, nil)
            case .partial(let contents, let reason, let dropped):
                existing = (data, contents, (reason, dropped))
            case .newerVersion(let version):
                loadState = .newerVersion(version)
                throw .newerVersion(file: notesFile, found: version, supported: StoreDocument.currentVersion)
            case .unreadableVersion(let text):
                loadState = .unreadableVersion(text)
                throw .unreadableVersion(file: notesFile, found: text)
            }
            if firstPage == nil { journalData = try readJournalFile() }
            if let journalData {
                journal = try readJournal(journalData, snapshot: data, fingerprint: &fingerprint)
                // A journal of version 1 extends notes.json as written before versions had vectors.
                if existing != nil && journal.version == 1 { Self.replay(journal, onto: &existing!.contents) }
                // An entry of notes.json that the journal replaces or removes is not lost with it.
                if let damage = existing?.damage, !damage.dropped.isEmpty {
                    existing?.damage?.dropped = Self.notSuperseded(damage.dropped, by: journal)
                    everyDamagedEntrySuperseded = existing?.damage?.dropped.isEmpty == true
                }
            }
            if existing != nil {
                let own = journalData != nil && journal.version != 1 ? journal : nil
                sync = try mergeDevices(
                    &existing!.contents, snapshot: data, own: own, fingerprint: &fingerprint)
            }
        } else {
            journalData = try readJournalFile()
        }
        let photoFileNames = try preparePhotos(isWritable: isWritable)
        if case .readOnly(let reason) = access { loadState = .readOnly(reason) }
        guard var existing else {
            guard isWritable else {
                return reportingPhotoFiles(
                    StoreLoad(contents: StoreContents(), origin: .presets, access: access),
                    names: photoFileNames)
            }
            // A journal without the notes.json it extends is kept, aside, before presets replace it.
            if let journalData { _ = try keepAside(journalData, named: StoreJournal.fileName) }
            let contents = try writePresets()
            loadState = .writable
            try save(contents)
            // The preset photos were written after the listing; every one of them is present.
            return reportingPhotoFiles(
                StoreLoad(contents: contents, origin: .presets),
                names: photoFileNames + contents.photos.map(\.fileName))
        }
        if isWritable {
            // A notebook built from these contents starts its change log from this stamp, which
            // the store remembers as what is on disk.
            existing.contents.origin = NotebookStamp()
            rememberLoaded(
                existing.contents, snapshot: existing.data, journal: journalData == nil ? nil : journal,
                journalLength: journalData?.count, damaged: existing.damage != nil,
                conflictCopies: sync?.sources.conflictCopies ?? [])
        }
        journal.dropped += sync?.sources.dropped ?? []
        if everyDamagedEntrySuperseded, existing.damage?.reason == .malformedEntries, journal.dropped.isEmpty
        {
            // Every damaged entry was replaced or removed by a later save: nothing is lost, and the
            // next save writes notes.json whole. The damaged file is kept aside all the same.
            if isWritable { _ = try keepAside(existing.data) }
            existing.damage = nil
        }
        guard existing.damage != nil || !journal.dropped.isEmpty else {
            if isWritable { loadState = .writable }
            // Resolved conflicts are saved at once as this device's versions, once writes are allowed.
            if let sync {
                existing.contents = resolving(existing.contents, sync, isWritable: isWritable)
                // The contents hold every save read: a running device's first read goes on from here.
                if isWritable { saveState.withLock { $0?.folderMark = sync.sources.mark } }
            }
            return reportingPhotoFiles(
                StoreLoad(
                    contents: existing.contents, origin: .stored, access: access,
                    syncEvents: sync?.result.events ?? []),
                names: photoFileNames)
        }
        let problem: UnreadableStore
        if let damage = existing.damage {
            let keptAside = isWritable ? try keepAside(existing.data) : notesFile
            if isWritable, let journalData, !journal.dropped.isEmpty {
                _ = try keepAside(journalData, named: StoreJournal.fileName)
            }
            problem = UnreadableStore(
                file: notesFile, reason: damage.reason, keptAside: keptAside,
                droppedEntries: damage.dropped + journal.dropped)
        } else {
            let keptAside =
                isWritable && journalData != nil
                ? try keepAside(journalData ?? Data(), named: StoreJournal.fileName) : journalFile
            problem = UnreadableStore(
                file: journalFile, reason: .malformedEntries, keptAside: keptAside,
                droppedEntries: journal.dropped)
        }
        if isWritable { loadState = .unreadable(problem) }
        // Until the problem is acknowledged nothing is saved: the next save writes the resolution.
        if let sync { existing.contents = resolving(existing.contents, sync, isWritable: false) }
        return reportingPhotoFiles(
            StoreLoad(
                contents: existing.contents, origin: .recovered(problem), access: access,
                syncEvents: sync?.result.events ?? []),
            names: photoFileNames)
    }

    /// Why `notes.json` was not read in full, and what it cost.
    private typealias Damage = (reason: UnreadableStore.Reason, dropped: [DroppedEntry])

    /// Gives up the folder's lock; afterwards every write throws ``StoreError/notLoaded`` until
    /// the next ``load()``.
    ///
    /// Copies of this value share the lock: closing one closes them all.
    public mutating func close() {
        lock?.release()
        lock = nil
        loadState = .notLoaded
        saveState.withLock { $0 = nil }
        snapshotCache.withLock { $0 = nil }
    }
}
