import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library calls the terminal layer needs; every platform condition of the module is here.
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
        var stop = sigaction()
        #if canImport(Darwin)
            stop.__sigaction_u.__sa_handler = SIG_DFL
        #else
            stop.__sigaction_handler.sa_handler = SIG_DFL
        #endif
        var previous = sigaction()
        sigaction(SIGTSTP, &stop, &previous)
        // Directed at this thread, the signal is acted on before `raise` returns, so the handler is
        // put back only afterwards (a signal to the process could reach another thread later).
        _ = raise(SIGTSTP)
        sigaction(SIGTSTP, &previous, nil)
    }

    static func send(_ number: Int32, to process: Int32) -> Bool { kill(process, number) == 0 }

    // MARK: Fatal signals

    /// The signals whose default action ends the process and that a program can catch: the traps
    /// (a failed check, a bad unwrap, an abort, a bad address) and the rest that end it silently.
    ///
    /// SIGTERM, SIGHUP and SIGINT are not among them: the session turns those into events.
    static let fatalSignals: [Int32] = [
        SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS, SIGQUIT, SIGXCPU, SIGXFSZ,
        SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF,
    ]
    /// The signals a program gets from a fault or a trap; the Swift runtime's crash reporter
    /// (which ends the process after printing a backtrace) may handle them.
    static let trapSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS]
    static let signalAbort = SIGABRT
    static let signalSegmentationFault = SIGSEGV
    /// The signal a failed check (`fatalError`, a bad unwrap, an overflow) raises: the trap
    /// instruction is `ud2` (SIGILL) on x86 and `brk` (SIGTRAP) on ARM.
    #if arch(x86_64) || arch(i386)
        static let signalTrapInstruction = SIGILL
    #else
        static let signalTrapInstruction = SIGTRAP
    #endif

    /// An action that runs `handler` for a signal, with no flags and nothing blocked but the signal.
    static func signalAction(_ handler: @convention(c) (Int32) -> Void) -> sigaction {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        return action
    }

    /// Whether `action` is the default action or `SIG_IGN`: the address of its handler.
    static func handlerAddress(of action: sigaction) -> Int {
        if action.sa_flags & Int32(SA_SIGINFO) != 0 { return -1 }
        #if canImport(Darwin)
            return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #else
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #endif
    }

    static var defaultHandlerAddress: Int { unsafeBitCast(SIG_DFL, to: Int.self) }
    static var ignoreHandlerAddress: Int { unsafeBitCast(SIG_IGN, to: Int.self) }

    /// Sends signal `number` to the calling thread.
    static func raiseSignal(_ number: Int32) { _ = raise(number) }

    // MARK: Pseudo-terminals and child processes

    /// Opens a pseudo-terminal of `size`: the controller's descriptor and the path of its device.
    static func openPseudoTerminal(size: TerminalSize) -> Result<(controller: Int32, path: String), Errno> {
        var controller: Int32 = -1
        var device: Int32 = -1
        var window = winsize(
            ws_row: UInt16(clamping: size.rows), ws_col: UInt16(clamping: size.columns), ws_xpixel: 0,
            ws_ypixel: 0)
        guard openpty(&controller, &device, nil, nil, &window) == 0 else { return .failure(Errno(errno)) }
        defer { close(device) }
        // `ttyname_r`, not `ttyname`: the latter's static buffer is shared by every thread, so two
        // harnesses opening at once could read each other's (or a half-written) name.
        var name = [CChar](repeating: 0, count: 256)
        let status = ttyname_r(device, &name, name.count)
        guard status == 0 else {
            close(controller)
            return .failure(Errno(status))
        }
        _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
        return .success(
            (
                controller,
                String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            ))
    }

    /// Opens a terminal device to read and write its settings, without making it the controlling one.
    static func openDevice(_ path: String) -> Int32 {
        open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    }

    /// Starts `executable` in a new session with the terminal at `terminalPath` as its controlling
    /// terminal and its standard input, output and error; returns the process id.
    static func spawn(
        _ executable: String, arguments: [String], environment: [String: String], terminalPath: String
    ) -> Result<Int32, Errno> {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
            let newSession = Int32(POSIX_SPAWN_SETSID)
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
            let newSession: Int32 = 0x80  // POSIX_SPAWN_SETSID in glibc's spawn.h, not imported as a macro
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        // A session leader without a terminal that opens one makes it its controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE, SIGQUIT] {
            sigaddset(&defaults, number)
        }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(
            &attributes, Int16(newSession | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var process: pid_t = 0
        let result = posix_spawn(&process, executable, &actions, &attributes, argv, envp)
        return result == 0 ? .success(process) : .failure(Errno(result))
    }

    /// Starts `arguments[0]` (looked up on `PATH`) with the rest as its arguments, in this process's
    /// group and terminal, inheriting standard input, output and error; returns the process id.
    ///
    /// The signals a terminal session handles, and SIGPIPE, have their default actions in it.
    static func spawnInForeground(_ arguments: [String], environment: [String: String]) -> Result<
        Int32, Errno
    > {
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
        #else
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE, SIGQUIT] {
            sigaddset(&defaults, number)
        }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var process: pid_t = 0
        let result = posix_spawnp(&process, arguments[0], nil, &attributes, argv, envp)
        return result == 0 ? .success(process) : .failure(Errno(result))
    }

    /// The process's exit: `.exited(status)` or `.signalled(number)`; nil while it runs (or,
    /// with `wait`, never).
    static func exitStatus(of process: Int32, wait: Bool) -> ProcessExit? {
        var status: Int32 = 0
        while true {
            let result = waitpid(process, &status, wait ? 0 : WNOHANG)
            if result < 0, errno == EINTR { continue }
            guard result == process else { return nil }
            let low = status & 0x7F
            return low == 0 ? .exited((status >> 8) & 0xFF) : .signalled(low)
        }
    }
}

/// The write end of the pipe that ``Platform/forwardSignals(_:to:)`` sends signal numbers to; -1 when
/// no signal is forwarded.
///
/// The one global of the module: a C signal handler can reach nothing else. It is set before the
/// handlers are installed and cleared after they are removed, so a handler never sees a stale value.
///
/// Unchecked because it is written only while no handler is installed, and a handler only reads it.
private nonisolated(unsafe) var signalPipeWriteEnd: Int32 = -1

extension Platform {
    /// Installs handlers that write each signal's number as one byte to `descriptor` (the write
    /// end of a non-blocking pipe), and nothing else: the self-pipe trick.
    ///
    /// Installed synchronously, so no signal is lost between this call and the first read.
    static func forwardSignals(_ numbers: [Int32], to descriptor: Int32) {
        signalPipeWriteEnd = descriptor
        for number in numbers {
            var action = sigaction()
            let handler: @convention(c) (Int32) -> Void = { number in
                let saved = errno
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalPipeWriteEnd, &byte, 1)
                errno = saved
            }
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = handler
            #else
                action.__sigaction_handler.sa_handler = handler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// Gives `numbers` their default actions back and stops forwarding signals.
    static func stopForwardingSignals(_ numbers: [Int32]) {
        for number in numbers { restoreDefault(number) }
        signalPipeWriteEnd = -1
    }
}

/// An `errno` value.
struct Errno: Error, Hashable {
    var rawValue: Int32

    init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The C library's description.
    var description: String { String(cString: strerror(rawValue)) }
}
