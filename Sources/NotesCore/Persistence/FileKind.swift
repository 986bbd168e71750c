/// What a path names, looked at without following a final symbolic link.
public enum FileKind: String, Hashable, Sendable {
    /// A regular file.
    case file
    /// A directory.
    case directory
    /// A symbolic link (never followed by the store).
    case symbolicLink = "symbolic link"
    /// Anything else: a socket, a device, a pipe.
    case other = "special file"
}
