/// Why a ``NoteStore`` was opened read-only.
public enum StoreReadOnlyReason: Hashable, Sendable {
    /// The caller asked for ``StoreOpenMode/readOnly``.
    case requested
    /// Another process holds the folder's lock: the one with this id, or nil when its id could
    /// not be read.
    case inUse(processID: Int32?)
    /// The lock could not be taken at all, such as in a folder the user made read-only (the
    /// lock file cannot be created there); only with ``StoreOpenMode/readWriteOrReadOnly``.
    case lockUnavailable(FileSystemError)
}
