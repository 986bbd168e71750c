import Foundation

/// What was read from the original app's `notes.json`.
public struct SeedImport: Hashable, Sendable {
    /// A photo note of the original app: only a name; its bytes lived elsewhere.
    public struct PhotoReference: Hashable, Sendable {
        /// The id mapped from the `uid` by ``SeedIdentifier``.
        public var id: Photo.ID
        /// The file name the original app stored, such as `Sunrise.png`.
        public var name: String
        /// Whether the original app bundled the image (`"default": true`).
        public var isDefault: Bool

        /// Creates a reference.
        public init(id: Photo.ID, name: String, isDefault: Bool) {
            self.id = id
            self.name = name
            self.isDefault = isDefault
        }
    }

    /// The text notes, in file order (a repeated `uid` replaces the earlier note in place).
    public var notes: [Note]
    /// The photo notes, in file order; add their bytes with ``NoteStore/addPhoto(_:fileExtension:)``.
    public var photoReferences: [PhotoReference]
    /// Elements that were neither a note nor a photo note, or not valid JSON, with the reason.
    public var droppedEntries: [DroppedEntry]

    /// Creates an import result.
    public init(notes: [Note], photoReferences: [PhotoReference], droppedEntries: [DroppedEntry]) {
        self.notes = notes
        self.photoReferences = photoReferences
        self.droppedEntries = droppedEntries
    }
}
