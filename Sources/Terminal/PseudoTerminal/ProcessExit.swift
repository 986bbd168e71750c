/// How a child process ended.
package enum ProcessExit: Sendable, Hashable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal with this number ended it.
    case signalled(Int32)
}
