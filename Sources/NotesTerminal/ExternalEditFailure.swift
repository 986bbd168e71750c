import Terminal

/// Why opening a note in the user's editor left the note as it was.
enum ExternalEditFailure: Error, Hashable, Sendable {
    /// Neither `$VISUAL` nor `$EDITOR` is set.
    case noEditor
    /// The command line has a quote that is not closed.
    case unreadableCommand(String)
    /// The note's temporary file could not be written.
    case fileNotWritten(String)
    /// The editor did not start, or ended with an error (a non-zero status, a signal).
    case editorFailed(command: String, ForegroundExit)
    /// The edited file could not be read back, or is not UTF-8 text.
    case fileNotRead(String)
}
