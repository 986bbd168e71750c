import Foundation

/// A notes store on disk: `notes.json` and a `photos/` folder in one owner-only directory.
///
/// Effects come in through `init`: the file system, the clock (kept-aside file names, preset and
/// photo dates) and the id source (preset and photo ids, temporary file names). The store is a
/// plain `Sendable` value with synchronous methods; use one value per directory and don't write
/// to one directory from two threads at once.
///
/// The rule for writing: call ``load()`` first. If it returns ``StoreLoad/Origin/recovered(_:)``,
/// ``save(_:)`` refuses to replace the unreadable `notes.json` until the caller passes the problem
/// to ``acknowledge(_:)`` (a byte-for-byte copy was kept aside already). A newer version is never
/// written over.
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
    }

    /// The store directory.
    public let directory: URL
    let fileSystem: FileSystem
    let clock: @Sendable () -> Date
    let makeID: @Sendable () -> UUID
    private(set) var loadState = LoadState.notLoaded

    /// Creates a store over `directory`; nothing is touched until ``load()``.
    public init(
        directory: URL,
        fileSystem: FileSystem,
        clock: @escaping @Sendable () -> Date,
        makeID: @escaping @Sendable () -> UUID
    ) {
        self.directory = directory
        self.fileSystem = fileSystem
        self.clock = clock
        self.makeID = makeID
    }

    /// `notes.json` in the store directory.
    public var notesFile: URL { directory.appendingPathComponent(Self.notesFileName) }
    /// The `photos/` folder in the store directory.
    public var photosDirectory: URL { directory.appendingPathComponent(Self.photosFolderName) }

    /// Reads the store, creating it with the presets on first launch.
    ///
    /// Reads `notes.json` first: a newer version throws ``StoreError/newerVersion(file:found:supported:)``
    /// before anything in the directory is created, changed or removed. Otherwise creates the
    /// directory (0700) and `photos/` when missing and removes temporary files a crash left behind.
    /// With no `notes.json`, writes the preset photos and notes and returns them. With an unreadable
    /// `notes.json`, copies it aside untouched, leaves it in place and returns what could be
    /// recovered with the reason. Every result also reports photo files that no photo refers to and
    /// photos whose file is missing (``StoreLoad/orphanPhotoFiles``,
    /// ``StoreLoad/photosWithMissingFiles``); neither is deleted or changed. Throws for file-system
    /// failures.
    /// - Complexity: O(*n*) in the size of `notes.json` and the number of photo files.
    public mutating func load() throws(StoreError) -> StoreLoad {
        var existing: (data: Data, outcome: StoreDocument.ReadOutcome)?
        if fileSystem.fileExists(notesFile) {
            let data = try run { () throws(FileSystemError) in try fileSystem.readFile(notesFile) }
            let outcome = StoreDocument.read(data)
            if case .newerVersion(let version) = outcome { throw refuseNewerVersion(version) }
            existing = (data, outcome)
        }
        let photoFileNames = try run { () throws(FileSystemError) in try prepareDirectories() }
        guard let existing else {
            let contents = try writePresets()
            loadState = .writable
            try save(contents)
            // The preset photos were written after the listing; every one of them is present.
            return reportingPhotoFiles(
                StoreLoad(contents: contents, origin: .presets),
                names: photoFileNames + contents.photos.map(\.fileName))
        }
        switch existing.outcome {
        case .complete(let contents):
            loadState = .writable
            return reportingPhotoFiles(StoreLoad(contents: contents, origin: .stored), names: photoFileNames)
        case .partial(let contents, let reason, let dropped):
            let keptAside = try keepAside(existing.data)
            let problem = UnreadableStore(
                file: notesFile, reason: reason, keptAside: keptAside, droppedEntries: dropped)
            loadState = .unreadable(problem)
            return reportingPhotoFiles(
                StoreLoad(contents: contents, origin: .recovered(problem)), names: photoFileNames)
        case .newerVersion(let version):
            throw refuseNewerVersion(version)
        }
    }

    /// Replaces `notes.json` with `contents`, atomically.
    ///
    /// Writes `notes.json.tmp-<id>` (0600), flushes it, renames it over `notes.json` and flushes
    /// the directory: a crash at any point leaves the old or the new file. Photo files are not
    /// written (their bytes are stored once, by ``addPhoto(_:fileExtension:)``). Throws
    /// ``StoreError/notLoaded`` before ``load()``, and refuses after a load that found an
    /// unreadable store until it is acknowledged, or a newer version.
    /// - Complexity: O(*n*) in the size of the contents.
    public func save(_ contents: StoreContents) throws(StoreError) {
        try requireWritable()
        let data: Data
        do {
            data = try StoreDocument.encode(contents)
        } catch {
            throw .unencodable("\(error)")
        }
        let temporary = directory.appendingPathComponent("\(Self.notesFileName).tmp-\(makeID().uuidString)")
        try run { () throws(FileSystemError) in
            try fileSystem.writeAtomically(data, to: notesFile, temporaryURL: temporary)
        }
    }

    /// Allows ``save(_:)`` to replace the unreadable `notes.json` the last load reported.
    ///
    /// The copy kept aside stays where it is. Throws ``StoreError/nothingToAcknowledge`` unless
    /// `problem` is exactly the one the last ``load()`` returned.
    public mutating func acknowledge(_ problem: UnreadableStore) throws(StoreError) {
        guard case .unreadable(let found) = loadState, found == problem else { throw .nothingToAcknowledge }
        loadState = .writable
    }

    /// Records that the file on disk has a newer version and returns the error saying so.
    private mutating func refuseNewerVersion(_ version: Int) -> StoreError {
        loadState = .newerVersion(version)
        return .newerVersion(file: notesFile, found: version, supported: StoreDocument.currentVersion)
    }

    /// Throws unless the last load allows writing.
    func requireWritable() throws(StoreError) {
        switch loadState {
        case .notLoaded: throw .notLoaded
        case .writable: return
        case .unreadable(let problem): throw .unreadableStoreNotAcknowledged(problem)
        case .newerVersion(let version):
            throw .newerVersion(file: notesFile, found: version, supported: StoreDocument.currentVersion)
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

    /// Creates the directory and `photos/` (0700) and removes `*.tmp-*` files that an interrupted
    /// write left in either; returns the names left in `photos/`, sorted.
    private func prepareDirectories() throws(FileSystemError) -> [String] {
        try fileSystem.createDirectory(directory)
        try fileSystem.setPermissions(directory, 0o700)
        try fileSystem.createDirectory(photosDirectory)
        try fileSystem.setPermissions(photosDirectory, 0o700)
        var photoNames: [String] = []
        for folder in [directory, photosDirectory] {
            var kept: [String] = []
            for name in try fileSystem.listDirectory(folder) {
                if name.contains(".tmp-") {
                    try fileSystem.removeItem(folder.appendingPathComponent(name))
                } else {
                    kept.append(name)
                }
            }
            if folder == photosDirectory { photoNames = kept }
        }
        return photoNames
    }
}
