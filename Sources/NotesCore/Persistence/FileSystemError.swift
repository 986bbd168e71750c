/// A file-system operation that failed, with the path it was applied to and why.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of operation that failed.
    public enum Operation: String, Hashable, Sendable {
        /// Reading a whole file.
        case read
        /// Creating or truncating a file and writing its bytes.
        case write
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
    }

    /// Why the operation failed.
    public enum Reason: Hashable, Sendable {
        /// Nothing exists at the path.
        case notFound
        /// The system refused, with its `errno` code and message.
        case system(code: Int32, message: String)
        /// A failure injected by ``InMemoryFileSystem`` to simulate a crash or a full disk.
        case injected
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
        }
        return "\(operation.rawValue) \(path): \(why)"
    }
}
