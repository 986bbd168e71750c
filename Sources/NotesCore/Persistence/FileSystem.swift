import Foundation

/// The file-system operations the store needs, as a small struct of closures.
///
/// Use ``live`` on disk and ``InMemoryFileSystem`` in tests. Every closure is synchronous and may
/// be called from any thread; paths are file URLs. Atomic replacement is composed from the parts
/// (``writeFile``, ``synchronize``, ``rename``) by ``writeAtomically(_:to:temporaryURL:)`` so a test
/// can stop between any two of them.
public struct FileSystem: Sendable {
    /// Whether a file or directory exists at the URL.
    ///
    /// Answers false when it cannot tell (an unsearchable parent); the store asks ``kind``
    /// instead, which throws then.
    public var fileExists: @Sendable (URL) -> Bool
    /// What is at the URL without following a final symbolic link, or nil when nothing is;
    /// throws when it cannot tell, such as when a parent folder cannot be searched.
    public var kind: @Sendable (URL) throws(FileSystemError) -> FileKind?
    /// Tries, without waiting, to take the advisory lock of a store folder (the folder exists), or,
    /// given a URL ending in `.lock`, of that lock file in a store folder (one device's lock).
    public var lockDirectory: @Sendable (URL) throws(FileSystemError) -> DirectoryLockAttempt
    /// Reads a whole file; a missing file throws with reason `.notFound`.
    public var readFile: @Sendable (URL) throws(FileSystemError) -> Data
    /// Reads at most `count` bytes of a file from byte `offset` on (`pread`).
    ///
    /// A large file is read a bounded chunk at a time: fewer bytes than asked mean the file ends
    /// there, none that it ended before `offset`. A missing file throws with reason `.notFound`.
    public var readChunk: @Sendable (_ url: URL, _ offset: Int, _ count: Int) throws(FileSystemError) -> Data
    /// Creates a new file readable and writable by its owner only (0600) and writes the bytes,
    /// without flushing them.
    ///
    /// Fails, touching nothing, when anything exists at the path already, a symbolic link
    /// included (`O_CREAT | O_EXCL | O_NOFOLLOW`): a link planted at a temporary name can never
    /// redirect a write out of the store.
    public var writeFile: @Sendable (Data, URL) throws(FileSystemError) -> Void
    /// Appends bytes to the end of an existing regular file, without flushing them; nil when the
    /// file system cannot append, and then ``NoteStore`` rewrites `notes.json` on every save.
    ///
    /// Fails, touching nothing, when the file is missing or is a symbolic link (`O_APPEND |
    /// O_NOFOLLOW`, never `O_CREAT`). A write cut short leaves a prefix of the bytes at the end.
    public var appendFile: (@Sendable (Data, URL) throws(FileSystemError) -> Void)?
    /// Flushes a file's or directory's contents to stable storage (`fsync`).
    public var synchronize: @Sendable (URL) throws(FileSystemError) -> Void
    /// Renames the first URL over the second in one atomic step, replacing any file there.
    public var rename: @Sendable (URL, URL) throws(FileSystemError) -> Void
    /// The names of the entries in a directory, sorted.
    public var listDirectory: @Sendable (URL) throws(FileSystemError) -> [String]
    /// Removes a file.
    public var removeItem: @Sendable (URL) throws(FileSystemError) -> Void
    /// Sets POSIX permission bits, such as `0o700`.
    public var setPermissions: @Sendable (URL, Int) throws(FileSystemError) -> Void
    /// Creates a directory (and missing parents) with owner-only permissions (0700); succeeds when
    /// it exists already.
    public var createDirectory: @Sendable (URL) throws(FileSystemError) -> Void

    /// Creates a file system from its operations.
    ///
    /// Without `kind`, it is derived from `fileExists` and `listDirectory` (and cannot tell
    /// a link or an unsearchable folder); without `lockDirectory`, every lock is granted at once
    /// and guards nothing; without `appendFile`, every save rewrites `notes.json`; without
    /// `readChunk`, a chunk is cut from the whole file read by `readFile`.
    public init(
        fileExists: @escaping @Sendable (URL) -> Bool,
        readFile: @escaping @Sendable (URL) throws(FileSystemError) -> Data,
        writeFile: @escaping @Sendable (Data, URL) throws(FileSystemError) -> Void,
        synchronize: @escaping @Sendable (URL) throws(FileSystemError) -> Void,
        rename: @escaping @Sendable (URL, URL) throws(FileSystemError) -> Void,
        listDirectory: @escaping @Sendable (URL) throws(FileSystemError) -> [String],
        removeItem: @escaping @Sendable (URL) throws(FileSystemError) -> Void,
        setPermissions: @escaping @Sendable (URL, Int) throws(FileSystemError) -> Void,
        createDirectory: @escaping @Sendable (URL) throws(FileSystemError) -> Void,
        kind: (@Sendable (URL) throws(FileSystemError) -> FileKind?)? = nil,
        lockDirectory: (@Sendable (URL) throws(FileSystemError) -> DirectoryLockAttempt)? = nil,
        appendFile: (@Sendable (Data, URL) throws(FileSystemError) -> Void)? = nil,
        readChunk: (@Sendable (URL, Int, Int) throws(FileSystemError) -> Data)? = nil
    ) {
        self.fileExists = fileExists
        self.kind =
            kind ?? { url in
                guard fileExists(url) else { return nil }
                return (try? listDirectory(url)) == nil ? .file : .directory
            }
        self.lockDirectory = lockDirectory ?? { _ in .acquired(DirectoryLock(release: {})) }
        self.readFile = readFile
        self.readChunk = readChunk ?? Self.chunks(of: readFile)
        self.writeFile = writeFile
        self.appendFile = appendFile
        self.synchronize = synchronize
        self.rename = rename
        self.listDirectory = listDirectory
        self.removeItem = removeItem
        self.setPermissions = setPermissions
        self.createDirectory = createDirectory
    }

    /// Chunks cut from the whole file `readFile` reads, for a file system that cannot read part of
    /// one.
    private static func chunks(
        of readFile: @escaping @Sendable (URL) throws(FileSystemError) -> Data
    ) -> @Sendable (URL, Int, Int) throws(FileSystemError) -> Data {
        { url, offset, count throws(FileSystemError) in
            let data = try readFile(url)
            let start = min(max(offset, 0), data.count)
            let end = min(start + max(count, 0), data.count)
            return data.subdata(in: (data.startIndex + start)..<(data.startIndex + end))
        }
    }

    /// Replaces the file at `url` so that a crash at any moment leaves either the old or the new
    /// bytes there, never a mixture.
    ///
    /// Writes `temporaryURL` (which must be in the same directory), flushes it, renames it over
    /// `url`, then flushes the directory so the rename itself is durable. A failure before the
    /// rename (a full disk, an I/O error) removes the temporary file at once, so failed saves never
    /// pile up and fill the space they wait for; only a crash leaves one, which ``NoteStore``
    /// removes when it loads. Fails before writing anything, and removes nothing, when
    /// `temporaryURL` exists (see ``writeFile``).
    public func writeAtomically(_ data: Data, to url: URL, temporaryURL: URL) throws(FileSystemError) {
        do {
            try writeFile(data, temporaryURL)
        } catch {
            if error.reason != .alreadyExists { try? removeItem(temporaryURL) }
            throw error
        }
        do {
            try synchronize(temporaryURL)
            try rename(temporaryURL, url)
        } catch {
            try? removeItem(temporaryURL)
            throw error
        }
        try synchronize(url.deletingLastPathComponent())
    }
}
