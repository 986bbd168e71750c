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
    /// written): the notes are shown and can be read and searched; no new note is opened, and what
    /// else changes stays in memory and is never saved (see ``AppViewModel/unsavedNotes``).
    case openedReadOnly(StoreReadOnlyReason)
    /// The app quit and closed the store: another process may open it; nothing more is saved.
    case closed

    /// Whether saves may run.
    public var isWritable: Bool { self == .writable }

    /// Whether the store keeps no change at all: opened read-only, or written by a newer version.
    ///
    /// The app then opens no new note, and a front end refuses edits in the editor with
    /// ``AppViewModel/readOnlyEditAttempted()``, so nothing is typed that could not be kept.
    public var isReadOnly: Bool {
        switch self {
        case .readOnly, .openedReadOnly: true
        case .writable, .awaitingAcknowledgement, .closed: false
        }
    }
}
