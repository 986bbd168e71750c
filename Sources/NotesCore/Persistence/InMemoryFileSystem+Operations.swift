import Foundation

/// The file system's operations, as the ``FileSystem`` a store is given.
extension InMemoryFileSystem {
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
                    // As the live one: a file there, or a file on the way, refuses.
                    var ancestor = url
                    while ancestor.path != "/" {
                        if state.files[ancestor.path] != nil {
                            let reason: FileSystemError.Reason =
                                ancestor == url
                                ? .unexpectedKind(found: .file, expected: .directory)
                                : .system(code: ENOTDIR, message: "Not a directory")
                            throw FileSystemError(operation: .createDirectory, path: url.path, reason: reason)
                        }
                        ancestor = ancestor.deletingLastPathComponent()
                    }
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
}
