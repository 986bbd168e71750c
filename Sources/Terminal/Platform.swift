import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library calls the terminal layer needs; every platform condition of the module is in it
/// and its extensions (`Platform+ChildProcesses`, `Platform+FatalSignals`, `Platform+SignalForwarding`).
///
/// Each function retries on `EINTR` where the call can be interrupted, and reports failure as
/// `errno` so callers can build a typed error.
enum Platform {
    typealias Attributes = termios

    static let signalTerminate = SIGTERM
    static let signalHangup = SIGHUP
    static let signalInterrupt = SIGINT
    static let signalSuspend = SIGTSTP
    static let signalContinue = SIGCONT
    static let signalWindowChange = SIGWINCH
    static let signalKill = SIGKILL

    static let standardInput: Int32 = STDIN_FILENO
    static let standardOutput: Int32 = STDOUT_FILENO

    static var errorNumber: Int32 { errno }
    static let noSuchFile = ENOENT

    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The settings of the terminal on `descriptor`, or the `errno` of the failure.
    static func attributes(of descriptor: Int32) -> Result<termios, Errno> {
        var settings = termios()
        return tcgetattr(descriptor, &settings) == 0 ? .success(settings) : .failure(Errno(errno))
    }

    /// Applies `settings` after output drains, discarding unread input (`TCSAFLUSH`), retrying on `EINTR`.
    static func setAttributes(_ settings: termios, of descriptor: Int32) -> Result<Void, Errno> {
        var settings = settings
        while tcsetattr(descriptor, TCSAFLUSH, &settings) != 0 {
            if errno != EINTR { return .failure(Errno(errno)) }
        }
        return .success(())
    }

    /// `settings` in raw mode: `cfmakeraw`, one byte at a time, no waiting.
    static func makeRaw(_ settings: termios) -> termios {
        var raw = settings
        cfmakeraw(&raw)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }

    /// Whether settings read and echo line by line, take Ctrl-C as a signal, and echo input.
    static func isCooked(_ settings: termios) -> Bool {
        settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
            && settings.c_lflag & tcflag_t(ISIG) != 0
    }

    /// Sample settings for tests: zero except the local flags, cooked (canonical, echo, signals) or not.
    static func sampleAttributes(cooked: Bool) -> termios {
        var settings = termios()
        if cooked { settings.c_lflag = tcflag_t(ICANON | ECHO | ISIG) }
        return settings
    }

    /// Whether two settings are the same bytes.
    static func equal(_ left: termios, _ right: termios) -> Bool {
        var left = left
        var right = right
        return memcmp(&left, &right, MemoryLayout<termios>.size) == 0
    }

    /// The window size of the terminal on `descriptor`; nil when it is not a terminal or reports 0×0.
    static func windowSize(of descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Sets the window size of the terminal on `descriptor`; the kernel signals SIGWINCH to its
    /// foreground process group.
    static func setWindowSize(_ size: TerminalSize, of descriptor: Int32) -> Bool {
        var value = winsize(
            ws_row: UInt16(clamping: size.rows), ws_col: UInt16(clamping: size.columns), ws_xpixel: 0,
            ws_ypixel: 0)
        return ioctl(descriptor, UInt(TIOCSWINSZ), &value) == 0
    }

    /// Writes every byte, retrying on `EINTR` and short writes; false on any other failure.
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN {
                        _ = waitForInput([descriptor], timeoutMilliseconds: 10, events: Int16(POLLOUT))
                        continue
                    }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Reads what is available, up to `capacity` bytes: empty at end of input, nil on failure
    /// other than `EINTR`/`EAGAIN` (which read as no bytes via ``waitForInput(_:timeoutMilliseconds:events:)``).
    static func readAvailable(from descriptor: Int32, capacity: Int = 4096) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: capacity)
        while true {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, capacity) }
            if count >= 0 { return Array(bytes.prefix(count)) }
            if errno == EINTR { continue }
            return errno == EAGAIN ? [UInt8]() : nil
        }
    }

    /// Waits until one of `descriptors` is ready or the timeout passes (negative: no timeout);
    /// returns the indices that are ready, or hung up, empty on timeout.
    static func waitForInput(
        _ descriptors: [Int32], timeoutMilliseconds: Int32, events: Int16 = Int16(POLLIN)
    ) -> [Int] {
        var polled = descriptors.map { pollfd(fd: $0, events: events, revents: 0) }
        while true {
            let result = poll(&polled, nfds_t(polled.count), timeoutMilliseconds)
            if result < 0 {
                if errno == EINTR { continue }
                return []
            }
            return polled.indices.filter { polled[$0].revents != 0 }
        }
    }

    /// A pipe: the read end, then the write end, both close-on-exec; nil on failure.
    static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    static func setNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    static func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

    /// Lets a signal source receive signal `number`: its default action no longer runs.
    static func ignore(_ number: Int32) { _ = signal(number, SIG_IGN) }

    /// Gives signal `number` its default action back.
    static func restoreDefault(_ number: Int32) { _ = signal(number, SIG_DFL) }

    /// Stops the process as Ctrl-Z does (SIGTSTP with its default action); returns once continued.
    ///
    /// The handler in place before (a signal source's) is put back afterwards.
    static func stopProcess() {
        var stop = signalAction(SIG_DFL)
        var previous = sigaction()
        sigaction(SIGTSTP, &stop, &previous)
        // Directed at this thread, the signal is acted on before `raise` returns, so the handler is
        // put back only afterwards (a signal to the process could reach another thread later).
        _ = raise(SIGTSTP)
        sigaction(SIGTSTP, &previous, nil)
    }

    static func send(_ number: Int32, to process: Int32) -> Bool { kill(process, number) == 0 }

    /// Whether this process's group is the foreground group of the terminal on `descriptor`; true
    /// when that cannot be told (not a terminal, no job control).
    static func isForeground(_ descriptor: Int32) -> Bool {
        let group = tcgetpgrp(descriptor)
        return group < 0 || group == getpgrp()
    }
}
