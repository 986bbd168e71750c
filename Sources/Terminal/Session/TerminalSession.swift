import Foundation

/// A full-screen terminal session: raw mode, signals, an event stream and a renderer.
///
/// ```swift
/// let session = try TerminalSession(options: options, columnWidth: TextWidth.of(character:))
/// try await session.run {
///     session.draw(render(state, session.size))
///     for await event in session.events {
///         if case .terminationRequested(let signal) = event { exitStatus = signal.exitStatus }
///         state.apply(event)
///         session.draw(render(state, session.size))
///     }
/// }
/// ```
///
/// ``start()`` installs signal handling first (SIGTERM, SIGHUP and SIGINT restore the terminal on
/// the input thread at once, even while the main actor is busy, then deliver
/// ``TerminalEvent/terminationRequested(_:)`` and end ``events``; SIGWINCH delivers
/// ``TerminalEvent/resize(_:)``; SIGTSTP and Ctrl-Z suspend; SIGCONT resumes), then enters raw mode
/// through a ``RawModeGuard``; a thread of its own reads input and acts on signals. One session per
/// process handles signals. ``restore()`` undoes
/// all of it; ``run(isolation:_:)`` calls it however the body ends, including by throwing.
///
/// Every method may be called from any thread. ``draw(_:)`` writes nothing unless the session is
/// active, so a frame drawn after a signal restored the terminal never reaches the user's screen.
///
/// Unchecked because every mutable field is read and written only under `lock` (the renderer,
/// the size, the signal plumbing); the rest is immutable after `init`.
public final class TerminalSession: @unchecked Sendable {
    /// What the session turns on.
    public let options: TerminalOptions
    /// Keys, pastes, mouse reports, resizes, resumes and termination requests, in order.
    ///
    /// Ends after ``restore()``, at end of input, or after a termination request. Iterate it once.
    public let events: AsyncStream<TerminalEvent>

    let device: TerminalDevice
    let modes: RawModeGuard
    let continuation: AsyncStream<TerminalEvent>.Continuation
    let lock = NSLock()
    /// Everything below is read and written only under ``lock``.
    var renderer: FrameRenderer
    var currentSize: TerminalSize
    /// The write end of the reader's wake pipe while the reader runs.
    var wakeDescriptor: Int32?
    var isStarted = false
    /// Whether ``restore()`` ended the session; a hand-over then gives the terminal back to nobody.
    var isEnded = false
    /// Whether a termination signal ended the session, so that ``restore()`` leaves those signals
    /// ignored while the program saves and exits.
    var isTerminationRequested = false
    /// Whether ``restore()`` has stopped the signal handling (the first call does; later ones,
    /// perhaps on another thread, leave it).
    var isSignalHandlingStopped = false
    /// Whether the reader reads input, or leaves it to a program the terminal is handed over to.
    var inputState = InputState.reading
    /// Signalled by the reader once it has stopped reading input for a hand-over.
    let inputPaused = DispatchSemaphore(value: 0)
    /// Whether ``start()`` installs signal sources; off in tests that call ``handle(signal:)`` directly.
    let handlesSignals: Bool

    /// A session over `device` that has changed nothing yet.
    ///
    /// Throws ``TerminalError/notATerminal`` when the device is not a terminal (input or output is a
    /// pipe or a file); nothing has been written then. `columnWidth` measures a character for the
    /// renderer (pass `NotesTextUI`'s `TextWidth.of(character:)`).
    public convenience init(
        device: TerminalDevice = .standard, options: TerminalOptions = TerminalOptions(),
        columnWidth: @escaping @Sendable (Character) -> Int = { _ in 1 }
    ) throws(TerminalError) {
        try self.init(device: device, options: options, columnWidth: columnWidth, handlesSignals: true)
    }

    /// A session that may leave signals alone, for tests that deliver them by ``handle(signal:)``.
    package init(
        device: TerminalDevice, options: TerminalOptions,
        columnWidth: @escaping @Sendable (Character) -> Int, handlesSignals: Bool
    ) throws(TerminalError) {
        guard device.isTerminal() else { throw .notATerminal }
        self.handlesSignals = handlesSignals
        self.device = device
        self.options = options
        modes = RawModeGuard(device: device, options: options)
        renderer = FrameRenderer(
            colors: options.colors, synchronizedOutput: options.synchronizedOutput,
            inlineImages: options.inlineImages, columnWidth: columnWidth)
        currentSize = device.size() ?? TerminalSize(columns: 80, rows: 24)
        (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    }

    /// The terminal's size as of the last resize event.
    public var size: TerminalSize { lock.withLock { currentSize } }

    /// Installs signal handling, enters raw mode and the alternate screen, and starts reading input.
    ///
    /// Does nothing when started already. On failure everything is undone and the terminal is as
    /// it was.
    public func start() throws(TerminalError) {
        lock.lock()
        guard !isStarted else {
            lock.unlock()
            return
        }
        guard let wake = Platform.makePipe() else {
            lock.unlock()
            throw .pipeFailed(errno: Platform.errorNumber)
        }
        guard let signals = Platform.makePipe() else {
            Platform.closeDescriptor(wake.read)
            Platform.closeDescriptor(wake.write)
            lock.unlock()
            throw .pipeFailed(errno: Platform.errorNumber)
        }
        Platform.setNonBlocking(signals.read)
        Platform.setNonBlocking(signals.write)
        wakeDescriptor = wake.write
        isStarted = true
        lock.unlock()
        if handlesSignals { Platform.forwardSignals(Self.handledSignals, to: signals.write) }
        // The reader handles signals, so it runs before raw mode is entered: a signal in between
        // finds the terminal as it was, and one after finds the guard active and restores it.
        startReader(ReaderPipes(wake: wake, signals: signals))
        do {
            try modes.enter()
        } catch {
            restore()
            throw error
        }
    }

    /// Draws `frame`, writing only the lines that changed since the last frame.
    ///
    /// After a resize or a resume every row is repainted in place (never cleared first). Does
    /// nothing unless the session is active. Lines are cut to ``size``.
    public func draw(_ frame: TerminalFrame) {
        lock.withLock {
            let size = currentSize
            modes.whileActive {
                let output = renderer.render(frame, size: size)
                if !output.isEmpty { device.write(output) }
            }
        }
    }

    /// Turns the reports of mouse presses, drags, releases and the wheel on or off while the session
    /// is active, so a program captures the mouse only where it uses it and the terminal's own
    /// selection works elsewhere.
    ///
    /// Start the session with ``TerminalOptions/mouseReporting`` on, so that ``restore()`` (and a
    /// fatal signal) always turns reporting off; after ``TerminalEvent/resumed(_:)`` reporting is on
    /// again and the program sets it anew. Does nothing unless the session is active.
    public func setMouseReporting(_ isOn: Bool) {
        _ = lock.withLock {
            modes.whileActive {
                device.write(
                    isOn
                        ? "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
                        : "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l")
            }
        }
    }

    /// Makes the next ``draw(_:)`` repaint every row, for a user's request to redraw (Ctrl-L).
    public func redraw() {
        lock.withLock { renderer.invalidate() }
    }

    /// Restores the terminal and stops the process, as Ctrl-Z does; once continued, raw mode is back
    /// and ``TerminalEvent/resumed(_:)`` is delivered.
    public func suspend() {
        if modes.suspend() { deliverResumed() }
    }

    /// Stops input and signal handling, restores the saved settings and screen, and ends the events.
    ///
    /// After a termination request (``TerminalEvent/terminationRequested(_:)``) SIGTERM, SIGHUP and
    /// SIGINT stay ignored for the rest of the process rather than getting their default actions
    /// back: the program is ending and saving, and a second signal must not cut that short (a
    /// closed window sends SIGHUP from the terminal and again from the shell). SIGKILL still ends
    /// it. Idempotent; ``events`` ends after it.
    public func restore() {
        modes.restore()
        // The input thread restores on a signal while the main loop may restore on its way out:
        // only the first stops the signal handling, which writes state a handler reads.
        let (stopsSignals, ending) = lock.withLock {
            defer { isSignalHandlingStopped = true }
            return (handlesSignals && !isSignalHandlingStopped, isTerminationRequested)
        }
        if stopsSignals {
            Platform.stopForwardingSignals(
                Self.handledSignals, ignoring: ending ? TerminalSignal.allCases.map(\.number) : [])
        }
        lock.withLock {
            if let wakeDescriptor { Platform.writeAll([1], to: wakeDescriptor) }
            wakeDescriptor = nil
            isEnded = true
        }
        continuation.finish()
    }

    /// Starts the session, runs `body`, and restores the terminal however `body` ends: by
    /// returning, by throwing, or by being cancelled.
    public func run<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async throws -> Result {
        try start()
        defer { restore() }
        return try await body()
    }

    /// Refreshes the size, invalidates the last frame and delivers ``TerminalEvent/resumed(_:)``.
    func deliverResumed() {
        let size = lock.withLock {
            currentSize = device.size() ?? currentSize
            renderer.invalidate()
            return currentSize
        }
        continuation.yield(.resumed(size))
    }
}
