import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pseudo-terminals and child processes: opening a terminal pair, starting a program on it or in
/// the foreground, and learning how it ended.
extension Platform {
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
        startProcess(
            executable, arguments: [executable] + arguments, environment: environment, searchingPath: false,
            terminalPath: terminalPath)
    }

    /// Starts `arguments[0]` (looked up on `PATH`) with the rest as its arguments, in this process's
    /// group and terminal, inheriting standard input, output and error; returns the process id.
    ///
    /// The signals a terminal session handles, and SIGPIPE, have their default actions in it.
    static func spawnInForeground(_ arguments: [String], environment: [String: String]) -> Result<
        Int32, Errno
    > {
        startProcess(
            arguments[0], arguments: arguments, environment: environment, searchingPath: true,
            terminalPath: nil)
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

    /// The signals a terminal session handles, and SIGPIPE: a started program gets their default
    /// actions, whatever this process does with them.
    private static let signalsDefaultInChild = [
        SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE, SIGQUIT,
    ]

    /// Starts `path` (looked up on `PATH` when `searchingPath`) with `arguments` (its own name
    /// first) and `environment`, no signal blocked and ``signalsDefaultInChild`` at their defaults.
    ///
    /// With a `terminalPath`, the program leads a new session whose controlling terminal, standard
    /// input, output and error are that terminal; without one, it inherits this process's group,
    /// terminal and descriptors. Returns the process id, or the `posix_spawn` error.
    private static func startProcess(
        _ path: String, arguments: [String], environment: [String: String], searchingPath: Bool,
        terminalPath: String?
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
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        if let terminalPath {
            // A session leader without a terminal that opens one makes it its controlling terminal.
            posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
            flags |= newSession
        }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in signalsDefaultInChild { sigaddset(&defaults, number) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var process: pid_t = 0
        let result = withUnsafeMutablePointer(to: &actions) { actions in
            // Without a terminal the descriptors are inherited as they are: no file actions at all.
            let fileActions = terminalPath == nil ? nil : UnsafePointer(actions)
            return searchingPath
                ? posix_spawnp(&process, path, fileActions, &attributes, argv, envp)
                : posix_spawn(&process, path, fileActions, &attributes, argv, envp)
        }
        return result == 0 ? .success(process) : .failure(Errno(result))
    }
}
