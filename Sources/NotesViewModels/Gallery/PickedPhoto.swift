import Foundation

/// What a photo picker hands over: the bytes of one image and its name.
public struct PickedPhoto: Hashable, Sendable {
    /// The name to show, such as the picked file's name without its extension.
    public var name: String
    /// The image file's bytes; the store copies them.
    public var bytes: Data

    /// Creates a picked photo.
    public init(name: String, bytes: Data) {
        self.name = name
        self.bytes = bytes
    }
}
