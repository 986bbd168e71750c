/// A sentence for each error, for a program to print before it exits.
extension TerminalError: CustomStringConvertible {
    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .notATerminal:
            "standard input or output is not a terminal"
        case .readingSettingsFailed(let errno):
            "could not read the terminal's settings (errno \(errno))"
        case .applyingSettingsFailed(let errno):
            "could not change the terminal's settings (errno \(errno))"
        case .pipeFailed(let errno):
            "could not create a pipe for reading input (errno \(errno))"
        }
    }
}
