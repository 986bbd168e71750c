import Foundation
import Synchronization

/// A file system held in memory, for tests: it records every operation and can fail or "crash"
/// at a chosen one.
///
/// A crash is simulated by ``failNext(_:pathSuffix:keepingBytes:)``: the chosen operation throws
/// with reason `.injected` and, for a write, leaves only a prefix of the bytes behind, as a power
/// cut would. Hand the same instance to a new ``NoteStore`` to model the next launch. Thread-safe.
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
    }

    private let state = Mutex(State())

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

    /// The operations as a ``FileSystem``.
    public var fileSystem: FileSystem {
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
                    state.files[url.path] = data
                    state.permissions[url.path] = 0o600
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
                    let children = Array(state.files.keys) + Array(state.directories)
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
                    guard state.files.removeValue(forKey: url.path) != nil else {
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
        _ body: (inout State) throws(FileSystemError) -> Result
    ) throws(FileSystemError) -> Result {
        try state.withLock { (state: inout State) throws(FileSystemError) -> Result in
            state.records.append(Record(operation: operation, path: url.path))
            if let index = state.failures.firstIndex(where: {
                $0.operation == operation && url.path.hasSuffix($0.pathSuffix)
            }) {
                let failure = state.failures.remove(at: index)
                if let kept = failure.keepingBytes, let written {
                    state.files[url.path] = written.prefix(kept)
                }
                throw FileSystemError(operation: operation, path: url.path, reason: .injected)
            }
            return try body(&state)
        }
    }
}
