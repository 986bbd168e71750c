import Foundation
import NotesCore

/// Whether the committed changes are on disk: a value a front end can show.
public enum AppSaveStatus: Hashable, Sendable {
    /// Everything committed is saved (or nothing was changed).
    case saved
    /// Changes wait for the autosave, or for a notice to be acknowledged.
    case pending
    /// A save is writing.
    case saving
    /// The last save failed; the notes stay in memory and the save is retried.
    case failed(AppSaveFailure)
    /// The store is never written (a newer version's).
    case readOnly
}
