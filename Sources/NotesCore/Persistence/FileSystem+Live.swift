import Foundation

/// The file system on disk, through POSIX calls.
extension FileSystem {
    /// Operations on the real disk: `open`/`write`/`fsync`/`rename(2)`, files created 0600 and
    /// directories 0700.
    ///
    /// ``kind`` is `lstat(2)`; ``writeFile`` opens with `O_CREAT | O_EXCL | O_NOFOLLOW`;
    /// ``lockDirectory`` takes `flock(2)` on ``DirectoryLock/fileName`` in the folder (created
    /// 0600 when missing, never removed) and writes the process id into it, so a second opener,
    /// in this process or another, learns who holds it.
    public static let live = FileSystem(
        fileExists: { url in FileManager.default.fileExists(atPath: url.path) },
        readFile: { url throws(FileSystemError) in
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw FileSystemError(operation: .read, path: url.path, reason: .notFound)
            }
            do {
                // Mapped, not copied: a launch reads only the pages it parses, and the first page
                // of notes only the file's first pages, instead of waiting for 61 MB of fresh
                // memory to be filled. The bytes are copied out as they are parsed.
                return try Data(contentsOf: url, options: .alwaysMapped)
            } catch {
                throw LiveCalls.failure(.read, url)
            }
        },
        writeFile: { data, url throws(FileSystemError) in
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                if errno == EEXIST || errno == ELOOP {
                    throw FileSystemError(operation: .write, path: url.path, reason: .alreadyExists)
                }
                throw LiveCalls.failure(.write, url)
            }
            defer { _ = close(descriptor) }
            guard fchmod(descriptor, 0o600) == 0 else { throw LiveCalls.failure(.write, url) }
            guard LiveCalls.writeAll(data, to: descriptor) else { throw LiveCalls.failure(.write, url) }
        },
        synchronize: { url throws(FileSystemError) in
            let descriptor = try LiveCalls.openDescriptor(url, O_RDONLY, for: .synchronize)
            defer { _ = close(descriptor) }
            guard fsync(descriptor) == 0 else { throw LiveCalls.failure(.synchronize, url) }
        },
        rename: { source, destination throws(FileSystemError) in
            guard Foundation.rename(source.path, destination.path) == 0 else {
                throw LiveCalls.failure(.rename, destination)
            }
        },
        listDirectory: { url throws(FileSystemError) in
            do {
                return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            } catch {
                throw LiveCalls.failure(.list, url)
            }
        },
        removeItem: { url throws(FileSystemError) in
            guard unlink(url.path) == 0 else { throw LiveCalls.failure(.remove, url) }
        },
        setPermissions: { url, mode throws(FileSystemError) in
            guard chmod(url.path, mode_t(mode)) == 0 else { throw LiveCalls.failure(.setPermissions, url) }
        },
        createDirectory: { url throws(FileSystemError) in try LiveCalls.createDirectory(url) },
        kind: { url throws(FileSystemError) in
            var info = stat()
            guard lstat(url.path, &info) == 0 else {
                if errno == ENOENT { return nil }
                throw LiveCalls.failure(.inspect, url)
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .directory
            case S_IFLNK: return .symbolicLink
            default: return .other
            }
        },
        lockDirectory: { url throws(FileSystemError) in try LiveCalls.lock(url) },
        appendFile: { data, url throws(FileSystemError) in try LiveCalls.append(data, to: url) },
        readChunk: { url, offset, count throws(FileSystemError) in
            try LiveCalls.read(url, offset: offset, count: count)
        }
    )
}

/// Helpers shared by the live operations.
private enum LiveCalls {
    /// Takes `flock` on the lock file in `directory` without waiting and writes this process's id
    /// into it, or reads the holder's id.
    static func lock(_ directory: URL) throws(FileSystemError) -> DirectoryLockAttempt {
        // A store folder's lock file, or the lock file named (one ending in `.lock`).
        let url =
            directory.pathExtension == "lock"
            ? directory : directory.appendingPathComponent(DirectoryLock.fileName)
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure(.lock, url) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            defer { _ = close(descriptor) }
            guard code == EWOULDBLOCK else { throw failure(.lock, url) }
            var buffer = [UInt8](repeating: 0, count: 32)
            let count = pread(descriptor, &buffer, buffer.count, 0)
            let text = count > 0 ? String(decoding: buffer.prefix(count), as: UTF8.self) : ""
            return .heldBy(processID: Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        let text = Array("\(getpid())\n".utf8)
        guard ftruncate(descriptor, 0) == 0, pwrite(descriptor, text, text.count, 0) == text.count else {
            let error = failure(.lock, url)
            _ = close(descriptor)
            throw error
        }
        return .acquired(DirectoryLock(release: { _ = close(descriptor) }))
    }

    /// Appends `data` to the existing regular file at `url` (`O_APPEND | O_NOFOLLOW`, never
    /// creating it), writing until every byte is out or a call fails.
    static func append(_ data: Data, to url: URL) throws(FileSystemError) {
        let descriptor = try openDescriptor(url, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC, for: .append)
        defer { _ = close(descriptor) }
        guard writeAll(data, to: descriptor) else { throw failure(.append, url) }
    }

    /// Reads up to `count` bytes of the file at `url` from `offset` with `pread`, until the count or
    /// the end of the file.
    static func read(_ url: URL, offset: Int, count: Int) throws(FileSystemError) -> Data {
        let descriptor = try openDescriptor(url, O_RDONLY | O_CLOEXEC, for: .read)
        defer { _ = close(descriptor) }
        var data = Data(count: max(count, 0))
        var filled = 0
        let failed = data.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) -> Bool in
            while filled < buffer.count {
                let read = pread(
                    descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset + filled))
                if read < 0 {
                    if errno == EINTR { continue }
                    return true
                }
                if read == 0 { break }
                filled += read
            }
            return false
        }
        if failed { throw failure(.read, url) }
        data.count = filled
        return data
    }

    /// Opens the existing file at `url` with `flags`; throws the failure as an error of `operation`.
    static func openDescriptor(
        _ url: URL, _ flags: Int32, for operation: FileSystemError.Operation
    ) throws(FileSystemError) -> Int32 {
        let descriptor = open(url.path, flags)
        guard descriptor >= 0 else { throw failure(operation, url) }
        return descriptor
    }

    /// Writes every byte of `data` to `descriptor`, retrying on `EINTR` and short writes; false
    /// when a call fails, with its `errno` left for ``failure(_:_:)``.
    static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Makes the directory `url` and any missing parent (mode 0700); one there already is kept.
    ///
    /// Something else there (a file) is an `unexpectedKind` error, and a refusal carries the
    /// system's `errno`.
    static func createDirectory(_ url: URL) throws(FileSystemError) {
        var info = stat()
        if stat(url.path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                let found: FileKind = info.st_mode & S_IFMT == S_IFREG ? .file : .other
                throw FileSystemError(
                    operation: .createDirectory, path: url.path,
                    reason: .unexpectedKind(found: found, expected: .directory))
            }
            return
        }
        guard errno == ENOENT else { throw failure(.createDirectory, url) }
        let parent = url.deletingLastPathComponent()
        if parent.path != url.path, !parent.path.isEmpty { try createDirectory(parent) }
        guard mkdir(url.path, 0o700) == 0 || errno == EEXIST else { throw failure(.createDirectory, url) }
    }

    /// An error from the current `errno`.
    static func failure(_ operation: FileSystemError.Operation, _ url: URL) -> FileSystemError {
        let code = errno
        if code == ENOENT { return FileSystemError(operation: operation, path: url.path, reason: .notFound) }
        let message = String(cString: strerror(code))
        return FileSystemError(
            operation: operation, path: url.path, reason: .system(code: code, message: message))
    }
}
