import Foundation

/// The file system on disk, through POSIX calls.
extension FileSystem {
    /// Operations on the real disk: `open`/`write`/`fsync`/`rename(2)`, files created 0600 and
    /// directories 0700.
    public static let live = FileSystem(
        fileExists: { url in FileManager.default.fileExists(atPath: url.path) },
        readFile: { url throws(FileSystemError) in
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw FileSystemError(operation: .read, path: url.path, reason: .notFound)
            }
            do {
                return try Data(contentsOf: url)
            } catch {
                throw LiveCalls.failure(.read, url)
            }
        },
        writeFile: { data, url throws(FileSystemError) in
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            guard descriptor >= 0 else { throw LiveCalls.failure(.write, url) }
            defer { _ = close(descriptor) }
            guard fchmod(descriptor, 0o600) == 0 else { throw LiveCalls.failure(.write, url) }
            let failed = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return true
                    }
                    offset += written
                }
                return false
            }
            if failed { throw LiveCalls.failure(.write, url) }
        },
        synchronize: { url throws(FileSystemError) in
            let descriptor = open(url.path, O_RDONLY)
            guard descriptor >= 0 else { throw LiveCalls.failure(.synchronize, url) }
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
        createDirectory: { url throws(FileSystemError) in
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                return
            }
            do {
                try FileManager.default.createDirectory(
                    at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw FileSystemError(
                    operation: .createDirectory, path: url.path,
                    reason: .system(code: 0, message: "\(error.localizedDescription)"))
            }
        }
    )
}

/// Helpers shared by the live operations.
private enum LiveCalls {
    /// An error from the current `errno`.
    static func failure(_ operation: FileSystemError.Operation, _ url: URL) -> FileSystemError {
        let code = errno
        if code == ENOENT { return FileSystemError(operation: operation, path: url.path, reason: .notFound) }
        let message = String(cString: strerror(code))
        return FileSystemError(
            operation: operation, path: url.path, reason: .system(code: code, message: message))
    }
}
