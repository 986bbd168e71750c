import Foundation

/// What ``NoteStore/load()`` found: the contents to start with, where they came from, and photo
/// files that do not match them.
public struct StoreLoad: Hashable, Sendable {
    /// Where the contents came from.
    public enum Origin: Hashable, Sendable {
        /// There was no `notes.json` (and the folder could be searched, so it truly is absent):
        /// the preset notes and photos were created and saved. Opened read-only, the contents
        /// are empty instead and nothing is written.
        case presets
        /// `notes.json` and its journal were read in full.
        case stored
        /// `notes.json` or its journal could not be read in full; the contents are what could be
        /// recovered (possibly nothing). The file is unchanged and a copy was kept aside.
        case recovered(UnreadableStore)
    }

    /// The notes and photos to start with.
    public var contents: StoreContents
    /// Where they came from.
    public var origin: Origin
    /// Whether the store may write; read-only when asked for or when another process holds it.
    public var access: StoreAccess
    /// Files in `photos/` that no photo in ``contents`` refers to, sorted by name.
    ///
    /// A crash between ``NoteStore/addPhoto(_:fileExtension:)`` and the next
    /// ``NoteStore/save(_:)-(StoreContents)`` leaves one; so does a photo entry that a damaged `notes.json` lost.
    /// The store never deletes them: an app can offer to add them back or to remove them. Names
    /// starting with `.` (hidden and temporary files) are not listed.
    public var orphanPhotoFiles: [URL]
    /// Photos in ``contents`` whose file is missing from `photos/`, in contents order.
    ///
    /// Their entries are kept as they are; ``NoteStore/photoData(for:)`` throws
    /// ``StoreError/photoNotFound(_:)`` for them. An app can offer to re-add the image or remove
    /// the entry.
    public var photosWithMissingFiles: [Photo.ID]
    /// What merging the saves of several devices sharing the folder did: notes merged, kept
    /// twice (a conflicted copy beside the note) or kept over a delete; empty for a folder only
    /// this device writes.
    public var syncEvents: [StoreSyncEvent]

    /// Creates a load result.
    public init(
        contents: StoreContents, origin: Origin, orphanPhotoFiles: [URL] = [],
        photosWithMissingFiles: [Photo.ID] = [], access: StoreAccess = .readWrite,
        syncEvents: [StoreSyncEvent] = []
    ) {
        self.syncEvents = syncEvents
        self.contents = contents
        self.origin = origin
        self.access = access
        self.orphanPhotoFiles = orphanPhotoFiles
        self.photosWithMissingFiles = photosWithMissingFiles
    }
}
