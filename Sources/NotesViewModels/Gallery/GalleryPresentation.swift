import NotesCore

/// What the gallery asks a front end to present, one thing at a time: an alert a view shows while
/// it is set and the user's dismissal clears (see ``GalleryViewModel/presentation``).
public enum GalleryPresentation: Hashable, Sendable {
    /// Ask whether to delete this photo.
    case deleteConfirmation(Photo)
    /// Say why adding a photo failed.
    case addError(GalleryAddError)

    /// The one to present of what is asked: a question first.
    init?(deletion: Photo?, addError: GalleryAddError?) {
        if let deletion {
            self = .deleteConfirmation(deletion)
        } else if let addError {
            self = .addError(addError)
        } else {
            return nil
        }
    }
}
