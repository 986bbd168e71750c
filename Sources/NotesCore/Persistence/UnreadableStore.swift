import Foundation

/// Why `notes.json` could not be read in full, where its untouched copy was kept, and what was
/// left out of the load.
///
/// Returned inside ``StoreLoad`` when ``NoteStore/load()`` recovers what it can. Until the caller
/// passes it to ``NoteStore/acknowledge(_:)``, ``NoteStore/save(_:)-(StoreContents)`` refuses to replace the
/// unreadable file.
public struct UnreadableStore: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong with the file.
    public enum Reason: Hashable, Sendable {
        /// The bytes are not JSON (random bytes, a truncated file, a damaged entry); the detail
        /// says where. Every whole note and photo is still recovered, before and after the damage.
        case notJSON(detail: String)
        /// JSON, but not the shape of a store (a missing `notes` array, a string where a
        /// number belongs); the detail names the key path. The parts that have the right shape
        /// are still recovered: a `notes` value that is not an array does not cost the photos.
        case unexpectedStructure(detail: String)
        /// The document is sound but some notes or photos are malformed; see
        /// ``UnreadableStore/droppedEntries``.
        case malformedEntries
    }

    /// The file that could not be read.
    public var file: URL
    /// What was wrong with it.
    public var reason: Reason
    /// The untouched byte-for-byte copy, `notes.json.corrupt-<UTC timestamp>` beside it.
    public var keptAside: URL
    /// The notes and photos left out of the load, in file order: malformed entries, each entry
    /// that damage runs through, and the entry a truncation cuts through.
    ///
    /// An entry whose own start is damaged, just after another damaged entry, is not listed
    /// apart: it counts as part of that one.
    public var droppedEntries: [DroppedEntry]

    /// Creates a description of an unreadable store.
    public init(file: URL, reason: Reason, keptAside: URL, droppedEntries: [DroppedEntry]) {
        self.file = file
        self.reason = reason
        self.keptAside = keptAside
        self.droppedEntries = droppedEntries
    }

    /// A sentence naming the file, why it could not be read, the entries left out and where its
    /// copy is.
    public var description: String {
        let why: String
        let entries = droppedEntries.map(\.description).joined(separator: "; ")
        switch reason {
        case .notJSON(let detail): why = "it is not valid JSON (\(detail))"
        case .unexpectedStructure(let detail): why = "it is not a notes store (\(detail))"
        case .malformedEntries: why = "\(droppedEntries.count) entries are malformed: \(entries)"
        }
        let left =
            droppedEntries.isEmpty || reason == .malformedEntries
            ? "" : "; \(droppedEntries.count) entries left out: \(entries)"
        return "\(file.path) could not be read: \(why)\(left); an untouched copy is at \(keptAside.path)"
    }
}
