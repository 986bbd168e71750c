import Foundation

/// A file system held in memory, for tests: it records every operation and can fail or "crash"
/// at a chosen one.
///
/// A crash is simulated by ``failNext(_:pathSuffix:keepingBytes:)``: the chosen operation throws
/// with reason `.injected` and, for a write or an append, leaves only a prefix of the new bytes
/// behind, as a power cut would. Hand the same instance to a new ``NoteStore`` to model the next launch. Thread-safe.
///
/// It can also model what only a real disk shows otherwise, even to a test running as root:
/// a folder whose contents cannot be searched (``denyAccess(to:)``), a symbolic link
/// (``setSymbolicLink(at:)``) and store locks held by several processes
/// (``fileSystem(processID:)``).
public final class InMemoryFileSystem: Sendable {
    /// One operation the file system performed (or refused), in order.
    public struct Record: Hashable, Sendable {
        /// What was done.
        public var operation: FileSystemError.Operation
        /// The path it was done to.
        public var path: String
    }

    /// A failure ``failNext(_:pathSuffix:keepingBytes:)`` planned.
    struct PlannedFailure {
        var operation: FileSystemError.Operation
        var pathSuffix: String
        var keepingBytes: Int?
    }

    /// Everything the file system holds and has been told, behind ``state``.
    struct State {
        var files: [String: Data] = [:]
        var directories: Set<String> = ["/"]
        var permissions: [String: Int] = [:]
        var records: [Record] = []
        var failures: [PlannedFailure] = []
        var deniedFolders: Set<String> = []
        var links: Set<String> = []
        var locks: [String: (processID: Int32, count: Int)] = [:]
        var capacity: Int?

        /// The bytes every file holds together.
        var usedBytes: Int { files.values.reduce(0) { $0 + $1.count } }
        var powerCut: (operationsLeft: Int, keepingBytes: Int?)?
        var isPowerCut = false

        /// What an interrupted write or append leaves at `path`: the first `kept` bytes of
        /// `written`, after the file's bytes when appending (to a file that exists); nothing when
        /// `kept` or `written` is nil.
        mutating func keep(_ kept: Int?, of written: Data?, at path: String, appending: Bool) {
            guard let kept, let written else { return }
            let base = appending ? files[path] : nil
            if !appending || base != nil { files[path] = (base ?? Data()) + written.prefix(kept) }
        }
    }

    /// The files, directories, records and planned failures, read and changed under one lock.
    let state = Locked(State())

    /// Creates an empty file system holding only the root directory.
    public init() {}

    /// The bytes of a file, or nil when there is none.
    public func contents(of url: URL) -> Data? {
        state.withLock { $0.files[url.path] }
    }

    /// Puts bytes at a path (creating parent directories) or, with nil, removes the file; not recorded.
    public func setContents(_ data: Data?, of url: URL) {
        state.withLock { state in
            state.files[url.path] = data
            var parent = url.deletingLastPathComponent()
            while parent.path != "/" {
                state.directories.insert(parent.path)
                parent = parent.deletingLastPathComponent()
            }
        }
    }

    /// The permission bits last set on a path, if any.
    public func permissions(of url: URL) -> Int? {
        state.withLock { $0.permissions[url.path] }
    }

    /// Every operation performed so far, oldest first.
    public var records: [Record] {
        state.withLock { $0.records }
    }

    /// Makes the next `operation` on a path ending in `pathSuffix` throw; a failing write first
    /// leaves `keepingBytes` bytes of the new data (nil: the file is not touched).
    public func failNext(
        _ operation: FileSystemError.Operation, pathSuffix: String = "", keepingBytes: Int? = nil
    ) {
        state.withLock {
            $0.failures.append(
                PlannedFailure(operation: operation, pathSuffix: pathSuffix, keepingBytes: keepingBytes))
        }
    }

    /// Cuts the power at the operation `count` operations from now (0: the next one): it throws
    /// with reason `.injected`, a write or an append first leaving `keepingBytes` of its new bytes
    /// (nil: none), and every operation after it throws too, until ``restorePower()``.
    public func cutPower(atOperation count: Int, keepingBytes: Int? = nil) {
        state.withLock { $0.powerCut = (count, keepingBytes) }
    }

    /// Ends a power cut: operations work again, as on the next launch.
    public func restorePower() {
        state.withLock { state in
            state.powerCut = nil
            state.isPowerCut = false
        }
    }

    /// Makes everything inside the folder at `url` unsearchable, as `chmod 000` does for an
    /// ordinary user: looking at, reading, listing or writing any path in it fails with `EACCES`.
    public func denyAccess(to url: URL) {
        state.withLock { _ = $0.deniedFolders.insert(url.path) }
    }

    /// Puts a symbolic link at a path (removing any file there); not recorded.
    ///
    /// Only ``FileSystem/kind`` tells it apart; the other operations see nothing there.
    public func setSymbolicLink(at url: URL) {
        state.withLock { state in
            state.files[url.path] = nil
            state.links.insert(url.path)
        }
    }

    /// Limits the bytes all files together may hold, as a disk's size does; nil: no limit.
    ///
    /// A write that does not fit writes the bytes that fit and throws `ENOSPC` ("No space left on
    /// device"), leaving the partial file, as a full disk does; removing a file frees its bytes.
    public func limitCapacity(to bytes: Int?) {
        state.withLock { $0.capacity = bytes }
    }

    /// The bytes every file holds together.
    public var usedBytes: Int {
        state.withLock { $0.usedBytes }
    }

    /// The process id holding the lock of a folder, if any.
    public func lockHolder(of url: URL) -> Int32? {
        state.withLock { $0.locks[url.path]?.processID }
    }

    /// Records `operation` on `url`, then throws if a power cut, a denied folder or a planned
    /// failure says so (a failing write or append first leaving the bytes asked for), else runs
    /// `body` on the state, all under the lock.
    func perform<Result>(
        _ operation: FileSystemError.Operation,
        _ url: URL,
        written: Data? = nil,
        appending: Bool = false,
        _ body: (inout State) throws(FileSystemError) -> Result
    ) throws(FileSystemError) -> Result {
        try state.withLock { (state: inout State) throws(FileSystemError) -> Result in
            state.records.append(Record(operation: operation, path: url.path))
            if let cut = state.powerCut {
                if cut.operationsLeft == 0 {
                    state.powerCut = nil
                    state.isPowerCut = true
                    state.keep(cut.keepingBytes, of: written, at: url.path, appending: appending)
                } else {
                    state.powerCut?.operationsLeft -= 1
                }
            }
            if state.isPowerCut {
                throw FileSystemError(operation: operation, path: url.path, reason: .injected)
            }
            if state.deniedFolders.contains(where: { url.path.hasPrefix($0 + "/") }) {
                throw FileSystemError(
                    operation: operation, path: url.path,
                    reason: .system(code: EACCES, message: "Permission denied"))
            }
            if let index = state.failures.firstIndex(where: {
                $0.operation == operation && url.path.hasSuffix($0.pathSuffix)
            }) {
                let failure = state.failures.remove(at: index)
                state.keep(failure.keepingBytes, of: written, at: url.path, appending: appending)
                throw FileSystemError(operation: operation, path: url.path, reason: .injected)
            }
            return try body(&state)
        }
    }
}
