/// Why an export wrote fewer files than it was asked to.
public enum NoteExportError: Error, Hashable, Sendable {
    /// The folder could neither be found nor made, or its files could not be listed; nothing was
    /// written.
    case folderUnusable(FileSystemError)
    /// A file could not be written (a full disk, no permission); the files named in `written` were
    /// written before it, and none after it.
    case writeFailed(FileSystemError, written: [String])
}
