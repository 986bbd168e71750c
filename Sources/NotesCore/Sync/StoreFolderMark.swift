import Foundation

/// How far a running device has read the other devices' journals in a shared folder: what the
/// next read of the folder may take as known and read on from.
///
/// Made by a read of the folder (``NoteStore/readOtherDevices(against:)``) and kept by the store
/// once that read is applied (``NoteStore/apply(_:to:makeID:)``), so that it always describes
/// what the notebook holds. A device's journal only ever grows by saves appended to it, or is
/// written anew (after a compaction, which writes `notes.json`, or when a sync engine replaces
/// it): a journal that still begins with the bytes read last time holds nothing new but the
/// saves after them.
struct StoreFolderMark: Hashable, Sendable {
    /// What was read of one journal.
    struct Journal: Hashable, Sendable {
        /// The number of bytes read: up to the end of the journal's last whole save.
        var length: Int
        /// The fingerprint of those bytes.
        var fingerprint: UInt64
        /// The position the record after them has.
        var end: StoreJournal.Position
    }

    /// Each other device's journal, by file name.
    var journals: [String: Journal] = [:]
    /// The names of the sync engines' conflict copies the read merged.
    var conflictCopies: Set<String> = []

    /// The mark of a journal read whole from `data`, or nil when the reading is not one that a
    /// later read could go on from (damage, an older version, a journal cut short).
    static func journal(_ data: Data, reading: StoreJournal.Reading) -> Journal? {
        guard reading.version == StoreJournal.currentVersion, !reading.isShort,
            reading.damageOffset == nil, reading.dropped.isEmpty,
            reading.committedLength >= StoreJournal.header.count, reading.committedLength <= data.count
        else { return nil }
        let length = reading.committedLength
        return Journal(
            length: length, fingerprint: StoreJournal.fingerprint(data.prefix(length)), end: reading.end)
    }
}
