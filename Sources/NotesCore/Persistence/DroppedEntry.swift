/// A note or photo that could not be read from `notes.json` and was left out of a load.
///
/// The entry itself is not lost: it stays in the unreadable `notes.json` and in the copy kept
/// aside (see ``UnreadableStore``).
public struct DroppedEntry: Hashable, Sendable, CustomStringConvertible {
    /// Which array the entry was in.
    public enum Kind: String, Hashable, Sendable {
        /// An element of `notes`.
        case note
        /// An element of `photos`.
        case photo
    }

    /// Which array the entry was in.
    public var kind: Kind
    /// The entry's position in that array, from zero.
    public var index: Int
    /// The entry's `id` field when it was a string, to help find it in the file.
    public var rawID: String?
    /// Why the entry could not be read, such as `title: expected a string`.
    public var reason: String

    /// Creates a description of a dropped entry.
    public init(kind: Kind, index: Int, rawID: String?, reason: String) {
        self.kind = kind
        self.index = index
        self.rawID = rawID
        self.reason = reason
    }

    /// A sentence such as `note 3 (id 1234…): title: expected a string`.
    public var description: String {
        "\(kind.rawValue) \(index)\(rawID.map { " (id \($0))" } ?? ""): \(reason)"
    }
}
