/// Why a program could not be run or watched under a pseudo-terminal.
package enum PseudoTerminalError: Error, Sendable, Hashable {
    /// The pseudo-terminal could not be opened (`errno`).
    case openFailed(errno: Int32)
    /// The program could not be started (`errno`).
    case spawnFailed(errno: Int32)
    /// The expected text did not appear in time; the output so far, escapes shown as `⎋`.
    case outputTimedOut(expected: String, output: String)
    /// The program was still running when the wait ended.
    case exitTimedOut
}
