import Foundation

/// Telling which damaged entries of `notes.json` a journal makes no loss.
extension NoteStore {
    /// The entries of `dropped` that no change in `journal`'s committed saves puts or removes:
    /// an entry a later save replaced or removed is not lost with the damaged file.
    ///
    /// An entry without a readable id is always kept.
    /// - Complexity: O(*d* + *k*) for *d* entries and *k* changes.
    static func notSuperseded(_ dropped: [DroppedEntry], by journal: StoreJournal.Reading) -> [DroppedEntry] {
        guard journal.changeCount > 0 else { return dropped }
        var notes = Set<UUID>()
        var photos = Set<UUID>()
        for change in journal.batches.joined() {
            switch change {
            case .putNote(let note, _): notes.insert(note.id.rawValue)
            case .removeNote(let id): notes.insert(id.rawValue)
            case .putPhoto(let photo, _): photos.insert(photo.id.rawValue)
            case .removePhoto(let id): photos.insert(id.rawValue)
            }
        }
        return dropped.filter { entry in
            guard let raw = entry.rawID, let id = UUID(uuidString: raw) else { return true }
            return !(entry.kind == .note ? notes : photos).contains(id)
        }
    }
}
