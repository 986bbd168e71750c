/// Signal handling through a self-pipe: a C handler writes the signal's number to a pipe, and the
/// input reader thread acts on it, never the handler.
extension TerminalSession {
    /// The signals the session handles.
    static var handledSignals: [Int32] {
        TerminalSignal.allCases.map(\.number) + [
            Platform.signalWindowChange, Platform.signalSuspend, Platform.signalContinue,
        ]
    }

    /// Acts on a signal: resize, suspend, resume, or restore and ask the program to end.
    ///
    /// While the terminal is handed over (``handOver(_:)``), SIGINT is left to the other program,
    /// and SIGTSTP stops this process too, so that the shell's job stops and `fg` continues both.
    ///
    /// Called on the input reader's thread, so it runs while the main actor is busy; tests call it
    /// directly.
    package func handle(signal number: Int32) {
        if lock.withLock({ inputState != .reading }) {
            // The terminal is handed over: Ctrl-C is the other program's, and Ctrl-Z stops both.
            switch number {
            case Platform.signalInterrupt, Platform.signalContinue: return
            case Platform.signalSuspend:
                device.stopProcess()
                return
            default: break
            }
        }
        switch number {
        case Platform.signalWindowChange:
            let size = lock.withLock {
                currentSize = device.size() ?? currentSize
                renderer.invalidate()
                return currentSize
            }
            continuation.yield(.resize(size))
        case Platform.signalSuspend:
            suspend()
        case Platform.signalContinue:
            if modes.resume() { deliverResumed() }
        default:
            guard let signal = TerminalSignal.allCases.first(where: { $0.number == number }) else { return }
            lock.withLock { isTerminationRequested = true }
            modes.restore()
            continuation.yield(.terminationRequested(signal))
            restore()
        }
    }
}
