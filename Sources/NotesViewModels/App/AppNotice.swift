import Foundation
import NotesCore

/// A message the user must read and acknowledge with ``AppViewModel/noticeAcknowledged()``.
public enum AppNotice: Hashable, Sendable {
    /// `notes.json` was damaged: what could be read is shown, the file is untouched and a copy
    /// was kept aside. Acknowledging lets saves replace it.
    case storeRecovered(UnreadableStore)
    /// `notes.json` was written by a newer version; it is left untouched and nothing is saved.
    case newerVersion(file: URL, found: String, supported: Int)
    /// The store in `directory` was opened read-only for `reason`: the notes can be read and
    /// searched, and nothing is saved.
    case openedReadOnly(directory: URL, reason: StoreReadOnlyReason)
    /// Notes changed on more than one device at once were brought together at launch: `merged`
    /// notes hold both devices' changes, `keptBoth` have the other device's version beside them
    /// as a conflicted copy, `keptOverDelete` were deleted on one device and changed on another
    /// and are kept (see ``NotesCore/StoreSyncEvent``).
    case changedOnOtherDevices(merged: Int, keptBoth: Int, keptOverDelete: Int)
}
