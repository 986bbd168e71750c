import Foundation

/// The input reader: a thread that waits on the input and a wake pipe, decodes, and delivers events.
extension TerminalSession {
    /// How long a held UTF-8 character or an unfinished paste waits for its end before it is flushed.
    static let partialInputTimeout = Duration.milliseconds(500)

    /// Starts the reader thread; it ends when a byte arrives on `wakeDescriptor` or input ends.
    func startReader(wakeDescriptor: Int32) {
        let thread = Thread { [self] in
            readInput(wakeDescriptor: wakeDescriptor)
        }
        thread.name = "org.noteskit.terminal.input"
        thread.start()
    }

    /// Reads and decodes until woken or input ends, flushing a held ESC after the escape timeout.
    private func readInput(wakeDescriptor: Int32) {
        var decoder = InputDecoder()
        let input = device.inputDescriptor
        defer {
            Platform.closeDescriptor(wakeDescriptor)
            lock.withLock {
                if let wakePipe { Platform.closeDescriptor(wakePipe.write) }
                wakePipe = nil
            }
            continuation.finish()
        }
        while true {
            let timeout: Duration? =
                switch decoder.pending {
                case .nothing: nil
                case .escape: options.escapeTimeout
                case .character, .paste: Self.partialInputTimeout
                }
            let ready = Platform.waitForInput(
                [input, wakeDescriptor], timeoutMilliseconds: timeout.map(Self.milliseconds) ?? -1)
            if ready.contains(1) { return }
            guard ready.contains(0) else {
                deliver(decoder.flush())
                continue
            }
            guard let bytes = Platform.readAvailable(from: input), !bytes.isEmpty else {
                deliver(decoder.flush())
                return
            }
            deliver(decoder.decode(bytes))
        }
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
