/// Why the original app's `notes.json` could not be imported at all.
public enum SeedImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not JSON.
    case notJSON(detail: String)
    /// The JSON is not an array, which is all the original app ever wrote.
    case notAnArray

    /// A sentence saying why.
    public var description: String {
        switch self {
        case .notJSON(let detail): "the file is not JSON: \(detail)"
        case .notAnArray: "the file is not a JSON array of notes"
        }
    }
}
