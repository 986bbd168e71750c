/// How a ``NoteStore`` opens its folder: whether it takes the folder's lock, and what it does
/// when another process holds it.
public enum StoreOpenMode: Hashable, Sendable {
    /// Take the lock; when another process holds it, ``NoteStore/load()`` throws
    /// ``StoreError/inUse(directory:processID:)`` and touches nothing.
    case readWrite
    /// Take the lock when it is free; when another process holds it, load read-only
    /// (``StoreAccess/readOnly(_:)`` with ``StoreReadOnlyReason/inUse(processID:)``), and
    /// likewise when the lock cannot be taken at all
    /// (``StoreReadOnlyReason/lockUnavailable(_:)``).
    case readWriteOrReadOnly
    /// Never take the lock and never write: load reads what is there, creating, changing and
    /// removing nothing; every write throws ``StoreError/readOnly(_:)``.
    case readOnly
}
