import Foundation

/// A photo in the gallery: metadata only; the bytes live in the store's `photos/` folder.
public struct Photo: Identifiable, Hashable, Sendable {
    /// The stable identity of a photo.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The UUID behind the identifier.
        public var rawValue: UUID

        /// Wraps an existing UUID.
        public init(_ rawValue: UUID) {
            self.rawValue = rawValue
        }

        /// The identifier as an uppercase UUID string.
        public var description: String { rawValue.uuidString }
    }

    /// The photo's identity.
    public var id: ID
    /// The name the photo was added under, such as `"Sunrise"`; empty when it has none.
    public var name: String
    /// The file name inside the store's `photos/` folder, such as `"<id>.png"`.
    public var fileName: String
    /// The size of the stored file in bytes.
    public var byteCount: Int
    /// When the photo was added.
    public var createdAt: Date
    /// Whether the photo is one of the presets generated at first launch.
    public var isPreset: Bool

    /// Creates photo metadata.
    public init(
        id: ID, fileName: String, byteCount: Int, createdAt: Date, isPreset: Bool = false, name: String = ""
    ) {
        self.id = id
        self.name = name
        self.fileName = fileName
        self.byteCount = byteCount
        self.createdAt = createdAt
        self.isPreset = isPreset
    }

    /// The name to show: ``name``, or the file name when the photo has no name.
    public var displayName: String { name.isEmpty ? fileName : name }
}
