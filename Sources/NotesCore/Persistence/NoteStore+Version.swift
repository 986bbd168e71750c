/// The schema version this store reads and writes.
extension NoteStore {
    /// The only `notes.json` version this store reads and writes; others are refused untouched.
    public static var documentVersion: Int { StoreDocument.currentVersion }
}
