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

    private struct PlannedFailure {
        var operation: FileSystemError.Operation
        var pathSuffix: String
        var keepingBytes: Int?
    }

    private struct State {
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
    }

    private let state = Locked(State())

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

    /// The operations as a ``FileSystem``, for process 1.
    public var fileSystem: FileSystem { fileSystem(processID: 1) }

    /// The operations as a ``FileSystem`` used by the process `processID`.
    ///
    /// A store folder's lock is granted to one process at a time, as `flock` on the real disk
    /// does, and to the holding process again (so a new store value in the same test models the
    /// next launch after a crash). It is released when the ``DirectoryLock`` is.
    public func fileSystem(processID: Int32) -> FileSystem {
        FileSystem(
            fileExists: { url in
                self.state.withLock { $0.files[url.path] != nil || $0.directories.contains(url.path) }
            },
            readFile: { url throws(FileSystemError) in
                try self.perform(.read, url) { state throws(FileSystemError) in
                    guard let data = state.files[url.path] else { throw Self.notFound(.read, url) }
                    return data
                }
            },
            writeFile: { data, url throws(FileSystemError) in
                try self.perform(.write, url, written: data) { state throws(FileSystemError) in
                    guard state.directories.contains(url.deletingLastPathComponent().path) else {
                        throw Self.notFound(.write, url)
                    }
                    guard state.files[url.path] == nil, !state.directories.contains(url.path),
                        !state.links.contains(url.path)
                    else {
                        throw FileSystemError(operation: .write, path: url.path, reason: .alreadyExists)
                    }
                    let free = state.capacity.map { max(0, $0 - state.usedBytes) } ?? data.count
                    state.files[url.path] = data.prefix(free)
                    state.permissions[url.path] = 0o600
                    if free < data.count {
                        throw FileSystemError(
                            operation: .write, path: url.path,
                            reason: .system(code: ENOSPC, message: "No space left on device"))
                    }
                }
            },
            synchronize: { url throws(FileSystemError) in
                try self.perform(.synchronize, url) { state throws(FileSystemError) in
                    guard state.files[url.path] != nil || state.directories.contains(url.path) else {
                        throw Self.notFound(.synchronize, url)
                    }
                }
            },
            rename: { source, destination throws(FileSystemError) in
                try self.perform(.rename, destination) { state throws(FileSystemError) in
                    guard let data = state.files.removeValue(forKey: source.path) else {
                        throw Self.notFound(.rename, source)
                    }
                    state.files[destination.path] = data
                    state.permissions[destination.path] = state.permissions.removeValue(forKey: source.path)
                }
            },
            listDirectory: { url throws(FileSystemError) in
                try self.perform(.list, url) { state throws(FileSystemError) in
                    guard state.directories.contains(url.path) else { throw Self.notFound(.list, url) }
                    let children = Array(state.files.keys) + Array(state.directories) + Array(state.links)
                    return
                        children
                        .filter {
                            URL(fileURLWithPath: $0).deletingLastPathComponent().path == url.path
                                && $0 != url.path
                        }
                        .map { URL(fileURLWithPath: $0).lastPathComponent }
                        .sorted()
                }
            },
            removeItem: { url throws(FileSystemError) in
                try self.perform(.remove, url) { state throws(FileSystemError) in
                    guard
                        state.files.removeValue(forKey: url.path) != nil
                            || state.links.remove(url.path) != nil
                    else {
                        throw Self.notFound(.remove, url)
                    }
                    state.permissions[url.path] = nil
                }
            },
            setPermissions: { url, mode throws(FileSystemError) in
                try self.perform(.setPermissions, url) { state throws(FileSystemError) in
                    guard state.files[url.path] != nil || state.directories.contains(url.path) else {
                        throw Self.notFound(.setPermissions, url)
                    }
                    state.permissions[url.path] = mode
                }
            },
            createDirectory: { url throws(FileSystemError) in
                try self.perform(.createDirectory, url) { state throws(FileSystemError) in
                    var directory = url
                    while directory.path != "/" {
                        if state.directories.insert(directory.path).inserted {
                            state.permissions[directory.path] = 0o700
                        }
                        directory = directory.deletingLastPathComponent()
                    }
                }
            },
            kind: { url throws(FileSystemError) in
                try self.perform(.inspect, url) { state throws(FileSystemError) -> FileKind? in
                    if state.links.contains(url.path) { return .symbolicLink }
                    if state.directories.contains(url.path) { return .directory }
                    return state.files[url.path] == nil ? nil : .file
                }
            },
            lockDirectory: { url throws(FileSystemError) in
                try self.perform(.lock, url) { state throws(FileSystemError) -> DirectoryLockAttempt in
                    let held = state.locks[url.path]
                    if let held, held.processID != processID { return .heldBy(processID: held.processID) }
                    state.locks[url.path] = (processID, (held?.count ?? 0) + 1)
                    return .acquired(
                        DirectoryLock { [weak self] in
                            self?.state.withLock { state in
                                guard let held = state.locks[url.path] else { return }
                                state.locks[url.path] =
                                    held.count > 1 ? (held.processID, held.count - 1) : nil
                            }
                        })
                }
            },
            appendFile: { data, url throws(FileSystemError) in
                try self.perform(.append, url, written: data, appending: true) {
                    state throws(FileSystemError) in
                    guard state.files[url.path] != nil, !state.links.contains(url.path) else {
                        throw Self.notFound(.append, url)
                    }
                    // A full disk takes what fits of an append too, as it does of a write.
                    let free = state.capacity.map { max(0, $0 - state.usedBytes) } ?? data.count
                    // Taken out and put back, the file grows in place rather than being copied.
                    var grown = state.files.removeValue(forKey: url.path) ?? Data()
                    grown.append(data.prefix(free))
                    state.files[url.path] = grown
                    if free < data.count {
                        throw FileSystemError(
                            operation: .append, path: url.path,
                            reason: .system(code: ENOSPC, message: "No space left on device"))
                    }
                }
            },
            readChunk: { url, offset, count throws(FileSystemError) in
                try self.perform(.read, url) { state throws(FileSystemError) in
                    guard let data = state.files[url.path] else { throw Self.notFound(.read, url) }
                    let start = min(max(offset, 0), data.count)
                    let end = min(start + max(count, 0), data.count)
                    return data.subdata(in: (data.startIndex + start)..<(data.startIndex + end))
                }
            }
        )
    }

    private static func notFound(_ operation: FileSystemError.Operation, _ url: URL) -> FileSystemError {
        FileSystemError(operation: operation, path: url.path, reason: .notFound)
    }

    private func perform<Result>(
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
                    if let kept = cut.keepingBytes, let written {
                        let base = appending ? state.files[url.path] : nil
                        if !appending || base != nil {
                            state.files[url.path] = (base ?? Data()) + written.prefix(kept)
                        }
                    }
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
                if let kept = failure.keepingBytes, let written {
                    let base = appending ? state.files[url.path] : nil
                    if !appending || base != nil {
                        state.files[url.path] = (base ?? Data()) + written.prefix(kept)
                    }
                }
                throw FileSystemError(operation: operation, path: url.path, reason: .injected)
            }
            return try body(&state)
        }
    }
}
