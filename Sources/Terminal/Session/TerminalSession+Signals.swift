import Foundation

/// Signal handling: each signal is a dispatch source on one serial queue, never a C handler.
extension TerminalSession {
    /// The signals the session handles.
    static var handledSignals: [Int32] {
        TerminalSignal.allCases.map(\.number) + [
            Platform.signalWindowChange, Platform.signalSuspend, Platform.signalContinue,
        ]
    }

    /// Creates a dispatch source for every handled signal, its default action turned off.
    func installSignalHandlers() {
        let queue = DispatchQueue(label: "org.noteskit.terminal.signals")
        var sources: [any DispatchSourceSignal] = []
        for number in Self.handledSignals {
            Platform.ignore(number)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [weak self] in self?.handle(signal: number) }
            source.resume()
            sources.append(source)
        }
        lock.withLock { signalSources = sources }
    }

    /// Gives every handled signal its default action back.
    static func restoreSignalDefaults() {
        for number in handledSignals { Platform.restoreDefault(number) }
    }

    /// Acts on a signal: resize, suspend, resume, or restore and ask the program to end.
    ///
    /// Called on the signal queue; tests call it directly.
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
