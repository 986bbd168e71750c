import NotesCore

extension NoteExportFormat {
    /// The format Tab switches to in the export prompt.
    var other: NoteExportFormat { self == .markdown ? .plainText : .markdown }
}
