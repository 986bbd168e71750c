/// A file-system operation that failed, with the path it was applied to and why.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of operation that failed.
    public enum Operation: String, Hashable, Sendable {
        /// Reading a whole file.
        case read
        /// Creating or truncating a file and writing its bytes.
        case write
        /// Appending bytes to the end of an existing file.
        case append
        /// Flushing a file or directory to stable storage (`fsync`).
        case synchronize
        /// Renaming a file over another one.
        case rename
        /// Listing a directory.
        case list
        /// Removing a file.
        case remove
        /// Changing permissions.
        case setPermissions
        /// Creating a directory.
        case createDirectory
        /// Looking at what a path names (`lstat`).
        case inspect
        /// Taking the advisory lock of a store folder.
        case lock
    }

    /// Why the operation failed.
    public enum Reason: Hashable, Sendable {
        /// Nothing exists at the path.
        case notFound
        /// The system refused, with its `errno` code and message.
        case system(code: Int32, message: String)
        /// A failure injected by ``InMemoryFileSystem`` to simulate a crash or a full disk.
        case injected
        /// Something exists at a path that must be new (a temporary file).
        case alreadyExists
        /// The path names something of another kind, such as a directory where `notes.json`
        /// belongs or a symbolic link where `photos/` belongs; the store never follows links.
        case unexpectedKind(found: FileKind, expected: FileKind)
    }

    /// The operation that failed.
    public var operation: Operation
    /// The path it was applied to.
    public var path: String
    /// Why it failed.
    public var reason: Reason

    /// Creates an error.
    public init(operation: Operation, path: String, reason: Reason) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// A sentence naming the operation, the path and the reason.
    public var description: String {
        let why: String
        switch reason {
        case .notFound: why = "no such file or directory"
        case .system(let code, let message): why = "\(message) (errno \(code))"
        case .injected: why = "simulated failure"
        case .alreadyExists: why = "something exists there already"
        case .unexpectedKind(let found, let expected):
            why = "it is a \(found.rawValue), not a \(expected.rawValue)"
        }
        return "\(operation.rawValue) \(path): \(why)"
    }
}
