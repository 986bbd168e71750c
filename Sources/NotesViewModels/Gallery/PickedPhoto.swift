import Foundation

/// What a photo picker hands over: one image, as bytes or as a file to copy, and its name.
public struct PickedPhoto: Hashable, Sendable {
    /// The name to show, such as the picked file's name without its extension.
    public var name: String
    /// The image file's bytes, which the store copies; empty when the photo is a ``file``.
    public var bytes: Data
    /// The image file the store copies a chunk at a time, off the main actor, or nil when the
    /// photo comes as ``bytes``; a large file is never read into memory whole.
    public var file: URL?

    /// Creates a picked photo from its bytes.
    public init(name: String, bytes: Data) {
        self.name = name
        self.bytes = bytes
        self.file = nil
    }

    /// Creates a picked photo from a file that the gallery copies into the store.
    public init(name: String, file: URL) {
        self.name = name
        self.bytes = Data()
        self.file = file
    }
}
