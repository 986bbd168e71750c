import Foundation

/// Why a ``NoteStore`` operation did not happen.
///
/// Nothing on disk is lost when one is thrown.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file system refused an operation.
    case fileSystem(FileSystemError)
    /// `notes.json` was written by a newer version of the schema; it is neither read nor written.
    case newerVersion(file: URL, found: Int, supported: Int)
    /// A write was attempted before ``NoteStore/load()``; a store must read what is
    /// on disk before it may replace it.
    case notLoaded
    /// The last load found an unreadable `notes.json` that has not been acknowledged with
    /// ``NoteStore/acknowledge(_:)``, so saving would replace it.
    case unreadableStoreNotAcknowledged(UnreadableStore)
    /// ``NoteStore/acknowledge(_:)`` was given a problem that is not the one the last load found.
    case nothingToAcknowledge
    /// Contents could not be encoded, such as a date that is not a finite number.
    case unencodable(String)
    /// A photo's file extension is not 1–10 ASCII letters or digits.
    case invalidPhotoExtension(String)
    /// A photo is not in this store's `photos/` folder or its file is missing.
    case photoNotFound(Photo.ID)
    /// Another process holds the store folder's lock (see ``StoreOpenMode``): the one with this
    /// id, or nil when its id could not be read. Nothing was read, written or removed.
    case inUse(directory: URL, processID: Int32?)
    /// The store was opened read-only (by request, or because another process holds it), so
    /// nothing is written.
    case readOnly(StoreReadOnlyReason)
    /// `notes.json` declares a version that is not a whole number this version can read (too
    /// large for `Int`, a string, a fraction); like a newer version, it is neither read nor
    /// written. `found` is the value as written in the file.
    case unreadableVersion(file: URL, found: String)
    /// A photo in the contents could not be read back by the next load (its file name is not a
    /// plain name inside `photos/`, or its byte count is negative); nothing was written.
    case invalidPhoto(Photo.ID, reason: String)
    /// The kept draft (``NoteStore/draftFile``) is not a notes document holding one note; it is
    /// left where it is.
    case unreadableDraft(file: URL)

    /// A sentence saying what was refused and why.
    public var description: String {
        switch self {
        case .fileSystem(let error): "file system: \(error)"
        case .newerVersion(let file, let found, let supported):
            "\(file.path) has version \(found); this version reads up to \(supported) and leaves it untouched"
        case .notLoaded: "the store must be loaded before it is written to"
        case .unreadableStoreNotAcknowledged(let problem):
            "not saving over an unreadable store until it is acknowledged: \(problem)"
        case .nothingToAcknowledge: "the last load found no such unreadable store"
        case .unencodable(let detail): "the contents cannot be encoded: \(detail)"
        case .invalidPhotoExtension(let text): "“\(text)” is not a photo file extension"
        case .photoNotFound(let id): "photo \(id) is not in the store"
        case .inUse(let directory, let processID):
            "\(directory.path) is in use by \(processID.map { "process \($0)" } ?? "another process")"
        case .readOnly(.requested): "the store was opened read-only"
        case .readOnly(.lockUnavailable(let error)):
            "the store is read-only: its lock cannot be taken (\(error))"
        case .readOnly(.inUse(let processID)):
            "the store is read-only: it is in use by \(processID.map { "process \($0)" } ?? "another process")"
        case .unreadableVersion(let file, let found):
            "\(file.path) has version \(found), which this version cannot read; it is left untouched"
        case .invalidPhoto(let id, let reason): "photo \(id) cannot be saved: \(reason)"
        case .unreadableDraft(let file): "the kept draft \(file.path) cannot be read; it is left untouched"
        }
    }
}
