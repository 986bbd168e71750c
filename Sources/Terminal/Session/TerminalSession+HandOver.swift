import Foundation

/// Handing the terminal to another program (an editor) and taking it back.
extension TerminalSession {
    /// Whether the reader reads input or leaves it to a program the terminal is handed over to.
    enum InputState: Sendable, Hashable {
        /// The reader reads and decodes input.
        case reading
        /// A hand-over asked the reader to stop reading; it acknowledges between two reads.
        case pauseRequested
        /// The reader reads no input, only its wake and signal pipes.
        case paused
    }

    /// Gives the terminal to another program for the length of `body`, then takes it back.
    ///
    /// The reader stops reading input first (so no key meant for the other program is read here),
    /// then the terminal is restored as ``restore()`` restores it (the user's screen, cooked mode,
    /// no reports). While `body` runs, ``draw(_:)`` writes nothing, SIGINT is left to the other
    /// program and SIGTSTP stops this process with it. Afterwards raw mode and the alternate screen
    /// come back and ``TerminalEvent/resumed(_:)`` is delivered, so the program repaints every row;
    /// unless a termination request ended the session meanwhile, in which case the terminal stays
    /// restored.
    ///
    /// Call it from one thread at a time; `body` blocks that thread.
    public func handOver<Result>(_ body: () throws -> Result) rethrows -> Result {
        let readerRuns = lock.withLock { () -> Bool in
            guard let wakeDescriptor, !isEnded else { return false }
            inputState = .pauseRequested
            Platform.writeAll([2], to: wakeDescriptor)
            return true
        }
        if readerRuns { inputPaused.wait() }
        modes.restore()
        defer {
            let takesBack = lock.withLock { () -> Bool in
                inputState = .reading
                if let wakeDescriptor { Platform.writeAll([2], to: wakeDescriptor) }
                return !isEnded
            }
            if takesBack, (try? modes.enter()) != nil { deliverResumed() }
        }
        return try body()
    }

    /// Runs `arguments` (a program found on `PATH`, then its arguments) in the foreground with the
    /// terminal handed over (``handOver(_:)``), and waits for it to end.
    ///
    /// The program inherits standard input, output and error, and `environment`; the signals this
    /// session handles have their default actions in it. Blocks the calling thread until it ends.
    public func runInForeground(_ arguments: [String], environment: [String: String]) -> ForegroundExit {
        guard !arguments.isEmpty else { return .notStarted(errno: Platform.noSuchFile) }
        return handOver {
            switch Platform.spawnInForeground(arguments, environment: environment) {
            case .failure(let error): return .notStarted(errno: error.rawValue)
            case .success(let process):
                switch Platform.exitStatus(of: process, wait: true) {
                case .exited(let status): return .exited(status)
                case .signalled(let number): return .signalled(number)
                case nil: return .notStarted(errno: Platform.errorNumber)
                }
            }
        }
    }
}
