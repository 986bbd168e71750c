import Foundation

/// The state the fatal-signal handler reads; nil until the first ``Platform/armFatalSignalRestore(stopReports:attributes:leave:input:output:)``.
///
/// A C signal handler can reach nothing but a global. It is set once and never freed, so a handler
/// never sees a dangling pointer; the fields it reads are written before ``FatalSignalRestore/isArmed``
/// is set.
///
/// Unchecked because it is written only by arming and disarming (under the raw-mode guard's lock)
/// and only read by a handler, which then ends the process.
private nonisolated(unsafe) var fatalSignalRestore: UnsafeMutablePointer<FatalSignalRestore>?

extension Platform {
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

    /// An action that runs `handler` for a signal (`SIG_DFL` for the default action), with no flags
    /// and nothing blocked but the signal.
    static func signalAction(_ handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
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

    /// Makes a fatal signal restore the terminal before the process dies of it.
    ///
    /// Prepares the bytes and the settings, then (the first time) installs a handler for each of
    /// ``fatalSignals`` that writes `stopReports` to `output`, applies `attributes` to `input`,
    /// writes `leave`, puts back the action the signal had before (the Swift runtime's crash
    /// reporter, or the default) and raises the signal again: the process dies of the same signal,
    /// with the same exit status and core dump as without the handler, and a backtrace prints on
    /// a terminal with its line endings back. A signal that was ignored is left alone, and so is
    /// one other than a trap whose handler is somebody else's (it may not end the process).
    ///
    /// Not async-signal-safe itself; call it where raw mode is entered.
    static func armFatalSignalRestore(
        stopReports: String, attributes: Attributes, leave: String, input: Int32, output: Int32
    ) {
        let state: UnsafeMutablePointer<FatalSignalRestore>
        if let existing = fatalSignalRestore {
            state = existing
        } else {
            state = .allocate(capacity: 1)
            state.initialize(to: FatalSignalRestore())
            fatalSignalRestore = state
        }
        state.pointee.isArmed = false
        state.pointee.input = input
        state.pointee.output = output
        state.pointee.attributes = attributes
        state.pointee.stopReportsCount = copy(stopReports, into: state.pointee.stopReports)
        state.pointee.leaveCount = copy(leave, into: state.pointee.leave)
        if !state.pointee.isInstalled { installFatalSignalHandlers(state) }
        state.pointee.isArmed = true
    }

    /// Stops restoring the terminal on a fatal signal and puts back the actions the signals had.
    static func disarmFatalSignalRestore() {
        guard let state = fatalSignalRestore, state.pointee.isInstalled else { return }
        state.pointee.isArmed = false
        for index in 0..<state.pointee.signalCount {
            sigaction(state.pointee.signals[index], state.pointee.previous + index, nil)
        }
        state.pointee.signalCount = 0
        state.pointee.isInstalled = false
    }

    /// Copies the UTF-8 of `text` into `buffer`, up to its capacity; returns the count.
    private static func copy(_ text: String, into buffer: UnsafeMutablePointer<UInt8>) -> Int {
        let bytes = Array(text.utf8.prefix(FatalSignalRestore.capacity))
        buffer.update(from: bytes, count: bytes.count)
        return bytes.count
    }

    private static func installFatalSignalHandlers(_ state: UnsafeMutablePointer<FatalSignalRestore>) {
        var action = signalAction { number in
            guard let state = fatalSignalRestore else { return }
            if state.pointee.isArmed {
                state.pointee.isArmed = false
                let output = state.pointee.output
                _ = write(output, state.pointee.stopReports, state.pointee.stopReportsCount)
                _ = tcsetattr(state.pointee.input, TCSAFLUSH, &state.pointee.attributes)
                _ = write(output, state.pointee.leave, state.pointee.leaveCount)
            }
            var putBack = false
            for index in 0..<state.pointee.signalCount where state.pointee.signals[index] == number {
                sigaction(number, state.pointee.previous + index, nil)
                putBack = true
            }
            if !putBack { _ = signal(number, SIG_DFL) }
            // Blocked while this handler runs, the signal is delivered under the action put back as
            // soon as the handler returns; a fault would recur there anyway.
            _ = raise(number)
        }
        var count = 0
        for number in fatalSignals {
            var before = sigaction()
            sigaction(number, nil, &before)
            let handler = handlerAddress(of: before)
            if handler == ignoreHandlerAddress { continue }
            if handler != defaultHandlerAddress, !trapSignals.contains(number) { continue }
            state.pointee.signals[count] = number
            state.pointee.previous[count] = before
            count += 1
            // Counted before the handler can run, so it always finds the action to put back.
            state.pointee.signalCount = count
            sigaction(number, &action, nil)
        }
        state.pointee.isInstalled = true
    }
}
