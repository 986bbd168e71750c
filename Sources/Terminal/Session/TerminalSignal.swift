/// A signal that asks the program to end.
public enum TerminalSignal: Sendable, Hashable, CaseIterable {
    /// SIGTERM, sent by `kill` and service managers.
    case terminate
    /// SIGHUP: the terminal went away.
    case hangup
    /// SIGINT: Ctrl-C when the terminal is not in raw mode, or `kill -INT`.
    case interrupt

    /// The signal's number on this platform.
    public var number: Int32 {
        switch self {
        case .terminate: Platform.signalTerminate
        case .hangup: Platform.signalHangup
        case .interrupt: Platform.signalInterrupt
        }
    }

    /// The exit status a shell expects from a program ended by this signal: 128 plus its number.
    public var exitStatus: Int32 { 128 + number }
}
