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
    /// Called on the input reader's thread, so it runs while the main actor is busy; tests call it
    /// directly.
    package func handle(signal number: Int32) {
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
            modes.restore()
            continuation.yield(.terminationRequested(signal))
            restore()
        }
    }
}
