import Foundation

/// The input reader: a thread that waits on the input, the signal pipe and a wake pipe, decodes,
/// and delivers events.
extension TerminalSession {
    /// The pipes the reader waits on besides the input; it closes them when it ends.
    struct ReaderPipes {
        /// A byte here ends the reader.
        var wake: (read: Int32, write: Int32)
        /// Signal numbers, one byte each, from the signal handlers.
        var signals: (read: Int32, write: Int32)
    }

    /// How long a held UTF-8 character or an unfinished paste waits for its end before it is flushed.
    static let partialInputTimeout = Duration.milliseconds(500)

    /// Starts the reader thread; it ends when woken or when input ends.
    func startReader(_ pipes: ReaderPipes) {
        let thread = Thread { [self] in
            readInput(pipes)
        }
        thread.name = "org.noteskit.terminal.input"
        thread.start()
    }

    /// Reads and decodes until woken or input ends, flushing a held ESC after the escape timeout,
    /// and acts on signals as they arrive.
    private func readInput(_ pipes: ReaderPipes) {
        var decoder = InputDecoder()
        let input = device.inputDescriptor
        defer {
            restore()
            // A hand-over waiting for the reader to pause must not wait for a reader that ended.
            _ = acknowledgePause()
            lock.withLock {
                // A signal's handler may still be running on another thread as the forwarding
                // stops, writing to the signal pipe: with signals handled, its two ends stay open
                // for the rest of the process, so such a write never reaches a descriptor reused
                // for something else, and the handler's descriptor is never changed under it.
                let signalEnds = handlesSignals ? [] : [pipes.signals.read, pipes.signals.write]
                for descriptor in [pipes.wake.read, pipes.wake.write] + signalEnds {
                    Platform.closeDescriptor(descriptor)
                }
                wakeDescriptor = nil
            }
        }
        while true {
            let timeout: Duration? =
                switch decoder.pending {
                case .nothing: nil
                case .escape: options.escapeTimeout
                case .character, .paste: Self.partialInputTimeout
                }
            // While the terminal is handed over, its input is the other program's: poll skips -1.
            let isReading = acknowledgePause()
            let ready = Platform.waitForInput(
                [isReading ? input : -1, pipes.wake.read, pipes.signals.read],
                timeoutMilliseconds: isReading ? timeout.map(Self.milliseconds) ?? -1 : -1)
            if ready.contains(1) {
                // A byte that ends the reader, or one that asks it to look at ``input`` again.
                _ = Platform.readAvailable(from: pipes.wake.read)
                if lock.withLock({ wakeDescriptor == nil }) { return }
                continue
            }
            if ready.contains(2) {
                for number in Platform.readAvailable(from: pipes.signals.read) ?? [] {
                    handle(signal: Int32(number))
                }
                if lock.withLock({ wakeDescriptor == nil }) { return }
            }
            if ready.isEmpty {
                deliver(decoder.flush())
            } else if ready.contains(0) {
                guard let bytes = Platform.readAvailable(from: input), !bytes.isEmpty else {
                    deliver(decoder.flush())
                    return
                }
                deliver(decoder.decode(bytes))
            }
        }
    }

    /// Whether to read input now; a requested pause is acknowledged here, between two reads, so
    /// that no byte meant for the program the terminal is handed over to is read.
    private func acknowledgePause() -> Bool {
        let (isReading, acknowledges) = lock.withLock { () -> (Bool, Bool) in
            guard inputState == .pauseRequested else { return (inputState == .reading, false) }
            inputState = .paused
            return (false, true)
        }
        if acknowledges { inputPaused.signal() }
        return isReading
    }

    /// Delivers events in order, suspending on Ctrl-Z when the options say so.
    private func deliver(_ events: [TerminalEvent]) {
        for event in events {
            if options.suspendsOnControlZ, event == .key(.control("z")) {
                suspend()
            } else {
                continuation.yield(event)
            }
        }
    }

    /// A duration in whole milliseconds for `poll`, at least 1.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: max(seconds * 1000 + attoseconds / 1_000_000_000_000_000, 1))
    }
}
