/// Whether a loaded ``NoteStore`` may write, and if not, why.
public enum StoreAccess: Hashable, Sendable {
    /// The store holds its folder's lock and may save.
    case readWrite
    /// The store reads but never writes; saves and new photos throw ``StoreError/readOnly(_:)``.
    case readOnly(StoreReadOnlyReason)
}
