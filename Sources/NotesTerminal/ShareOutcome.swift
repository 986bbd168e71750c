/// What became of a note the user shared while the app runs.
public enum ShareOutcome: Hashable, Sendable {
    /// It was put on the clipboard through the terminal.
    case copiedToClipboard
    /// It was written to the file at this path.
    case savedToFile(String)
    /// It could not be shared now, for this reason; it is printed when the app exits.
    case failed(String)
    /// It is only printed when the app exits.
    case keptForExit
}
