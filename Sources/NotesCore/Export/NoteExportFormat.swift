/// The kind of file a note is exported as.
public enum NoteExportFormat: String, Sendable, Hashable, CaseIterable {
    /// The title on the first line, a blank line, then the text.
    case plainText
    /// The title as a level-one heading, a blank line, then the text as written.
    case markdown

    /// The file name extension, without the dot: `txt` or `md`.
    public var fileExtension: String {
        switch self {
        case .plainText: "txt"
        case .markdown: "md"
        }
    }
}
