import Foundation
import NotesCore

/// Where a picked photo's bytes are kept: checks them and copies them into the store.
///
/// Passed to the gallery through ``GalleryEnvironment``. ``store(_:)`` uses
/// ``NotesCore/NoteStore/importPhoto(_:named:)`` and
/// ``NotesCore/NoteStore/importPhoto(fromFile:named:chunkSize:)``; ``validating(ids:now:)`` checks
/// the same header and keeps nothing, for tests.
public struct PhotoStorage: Sendable {
    /// Copies a picked file into the store, off the main actor; the gallery runs it in a detached
    /// task and cancels that task when the user cancels the add.
    public typealias ImportFile =
        @Sendable (_ file: URL, _ name: String) async throws(PhotoImportError) -> Photo

    /// Checks and keeps a picked photo and returns its metadata.
    ///
    /// Throws ``NotesCore/PhotoImportError/invalidImage(_:)`` for bytes that are not a PNG or JPEG
    /// image the store can read, and keeps nothing then.
    public var importPhoto: @MainActor @Sendable (PickedPhoto) throws(PhotoImportError) -> Photo

    /// Checks the header of a picked file, then copies it a bounded chunk at a time; called off the
    /// main actor.
    ///
    /// Throws ``NotesCore/PhotoImportError/unreadable(_:)`` or
    /// ``NotesCore/PhotoImportError/invalidImage(_:)`` before anything is copied, and
    /// ``NotesCore/PhotoImportError/cancelled`` when its task is cancelled; keeps nothing then.
    public var importFile: ImportFile

    /// Removes the file of a photo imported but never added.
    ///
    /// Called when the user cancelled the add just as its copy ended. A file that cannot be
    /// removed stays, as an orphan the next load reports.
    public var discardImported: @MainActor @Sendable (Photo) -> Void

    /// Creates a storage from its import functions.
    public init(
        importPhoto: @escaping @MainActor @Sendable (PickedPhoto) throws(PhotoImportError) -> Photo,
        importFile: @escaping ImportFile = { _, _ throws(PhotoImportError) in
            throw .unreadable(FileSystemError(operation: .read, path: "", reason: .notFound))
        },
        discardImported: @escaping @MainActor @Sendable (Photo) -> Void = { _ in }
    ) {
        self.importPhoto = importPhoto
        self.importFile = importFile
        self.discardImported = discardImported
    }

    /// Copies photos into `store`'s `photos/` folder.
    public static func store(_ store: NoteStore) -> PhotoStorage {
        PhotoStorage(
            importPhoto: { picked throws(PhotoImportError) in
                try store.importPhoto(picked.bytes, named: picked.name)
            },
            importFile: { file, name throws(PhotoImportError) in
                try store.importPhoto(fromFile: file, named: name)
            },
            discardImported: { photo in try? store.removePhotoFile(for: photo) })
    }
}
