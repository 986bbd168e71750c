import Foundation
import NotesCore

/// Whether the app may write the store it opened.
public enum AppStoreAccess: Hashable, Sendable {
    /// Every committed change is saved.
    case writable
    /// `notes.json` could not be read in full and was kept aside; nothing is saved over it until
    /// the user acknowledges the notice (``AppViewModel/noticeAcknowledged()``). Changes made
    /// meanwhile are kept in memory and saved after.
    case awaitingAcknowledgement(UnreadableStore)
    /// `notes.json` was written by a newer version (or has a version this one cannot read, given as
    /// written): the app shows no notes from it and never writes the store.
    case readOnly(file: URL, found: String, supported: Int)
    /// The store was opened read-only (another process has it open, or its folder cannot be
    /// written): the notes are shown and can be searched; changes stay in memory and are never saved.
    case openedReadOnly(StoreReadOnlyReason)
    /// The app quit and closed the store: another process may open it; nothing more is saved.
    case closed

    /// Whether saves may run.
    public var isWritable: Bool { self == .writable }
}
