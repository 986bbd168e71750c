import NotesCore

/// Why adding a photo failed; shown on the gallery until dismissed.
public enum GalleryAddError: Error, Hashable, Sendable {
    /// The picker could not hand the photo over.
    case pickerFailed(String)
    /// The bytes are not an image the store can read, or the store could not keep them.
    case importFailed(PhotoImportError)
}
