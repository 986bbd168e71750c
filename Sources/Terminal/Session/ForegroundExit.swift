/// How a program run in the foreground (``TerminalSession/runInForeground(_:environment:)``) ended.
public enum ForegroundExit: Sendable, Hashable {
    /// It exited with this status (0 for success).
    case exited(Int32)
    /// A signal with this number ended it.
    case signalled(Int32)
    /// It could not be started: not found, not executable (this `errno`).
    case notStarted(errno: Int32)

    /// Whether the program ran and exited with status 0.
    public var isSuccess: Bool { self == .exited(0) }
}
