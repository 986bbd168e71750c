/// Why the terminal could not be used.
public enum TerminalError: Error, Sendable, Hashable {
    /// Standard input or output is not a terminal (a pipe or a file); a full-screen program cannot
    /// run, and nothing was written.
    case notATerminal
    /// Reading the terminal's settings failed with this `errno`.
    case readingSettingsFailed(errno: Int32)
    /// Applying settings to the terminal failed with this `errno`.
    case applyingSettingsFailed(errno: Int32)
    /// A pipe for the input reader could not be created (`errno`).
    case pipeFailed(errno: Int32)
}
