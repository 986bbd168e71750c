import Foundation

/// A program running under a pseudo-terminal, driven by a test as a person at a terminal would.
///
/// The program runs in a session of its own with the pseudo-terminal as its controlling terminal
/// and as its standard input, output and error, so raw mode, job control, window-size changes and
/// signals from "the terminal" work as they do for a real one. The test writes keys with
/// ``write(_:)``, waits for text with ``waitForOutput(containing:timeout:)``, sends signals with
/// ``send(signal:)``, resizes with ``resize(to:)``, and compares the terminal's settings before
/// (``initialAttributes``, read before the program starts) and after (``attributes``). ``screen``
/// shows what the output draws:
///
/// ```swift
/// let program = try PseudoTerminalProcess(executable: binary, size: TerminalSize(columns: 80, rows: 24))
/// try program.waitForOutput(containing: "Notes")
/// #expect(program.screen.lines[0] == "Notes")
/// program.send(signal: TerminalSignal.terminate.number)
/// #expect(try program.waitForExit() == .exited(143))
/// #expect(program.attributes == program.initialAttributes)
/// ```
///
/// It lives in the `Terminal` module with `package` access so that any test target of the package
/// can use it, and every platform call stays in the module's one platform file. Nothing here answers
/// terminal queries (such as the cursor position), so programs under test must not wait for replies.
/// Deinitializing kills the program if it still runs.
///
/// Unchecked because every mutable field is read and written only under the instance's lock, and
/// the descriptors and process id are fixed once `init` returns.
package final class PseudoTerminalProcess: @unchecked Sendable {
    /// The program's process id.
    package let processID: Int32
    /// The terminal's settings before the program started, to compare with ``attributes`` after.
    package let initialAttributes: TerminalAttributes
    /// The controlling side: what the program writes is read here, what is written here is typed.
    private let controller: Int32
    /// The terminal device itself, kept open to read its settings even after the program exits.
    private let device: Int32
    private let lock = NSLock()
    /// Read and written only under ``lock``.
    private var received: [UInt8] = []
    private var virtualScreen: VirtualScreen
    private var exit: ProcessExit?

    /// Starts `executable` (an absolute path) under a new pseudo-terminal of `size`.
    ///
    /// The environment is exactly `environment`; the default names an xterm with 256 colours and a
    /// UTF-8 locale. `columnWidth` measures characters for ``screen`` as the program does.
    package init(
        executable: String, arguments: [String] = [],
        environment: [String: String] = [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
        ],
        size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        columnWidth: @escaping @Sendable (Character) -> Int = { _ in 1 }
    ) throws(PseudoTerminalError) {
        virtualScreen = VirtualScreen(size: size, columnWidth: columnWidth)
        let opened: (controller: Int32, path: String)
        switch Platform.openPseudoTerminal(size: size) {
        case .success(let value): opened = value
        case .failure(let error): throw .openFailed(errno: error.rawValue)
        }
        let device = Platform.openDevice(opened.path)
        guard device >= 0 else {
            Platform.closeDescriptor(opened.controller)
            throw .openFailed(errno: Platform.errorNumber)
        }
        switch Platform.attributes(of: device) {
        case .success(let value): initialAttributes = TerminalAttributes(value)
        case .failure(let error):
            Platform.closeDescriptor(opened.controller)
            Platform.closeDescriptor(device)
            throw .openFailed(errno: error.rawValue)
        }
        switch Platform.spawn(
            executable, arguments: arguments, environment: environment, terminalPath: opened.path)
        {
        case .success(let process): processID = process
        case .failure(let error):
            Platform.closeDescriptor(opened.controller)
            Platform.closeDescriptor(device)
            throw .spawnFailed(errno: error.rawValue)
        }
        Platform.setNonBlocking(opened.controller)
        controller = opened.controller
        self.device = device
    }

    deinit {
        if exit == nil {
            _ = Platform.send(Platform.signalKill, to: processID)
            _ = Platform.exitStatus(of: processID, wait: true)
        }
        Platform.closeDescriptor(controller)
        Platform.closeDescriptor(device)
    }

    /// The terminal's settings now, as the program (or the shell after it) would read them.
    package var attributes: TerminalAttributes {
        switch Platform.attributes(of: device) {
        case .success(let value): TerminalAttributes(value)
        case .failure: TerminalAttributes.sample(cooked: false)
        }
    }

    /// Everything the program has written so far that has been read (by a wait).
    package var output: String {
        lock.withLock { String(decoding: received, as: UTF8.self) }
    }

    /// The screen as the output so far draws it (see ``VirtualScreen``).
    package var screen: VirtualScreen {
        lock.withLock { virtualScreen }
    }

    /// Types `text` as its UTF-8 bytes: `"\r"` is Enter, `"\u{1B}"` Escape, `"\u{03}"` Ctrl-C.
    package func write(_ text: String) {
        Platform.writeAll(Array(text.utf8), to: controller)
    }

    /// Sends signal `number` to the program.
    package func send(signal number: Int32) {
        _ = Platform.send(number, to: processID)
    }

    /// Changes the terminal's size; the program's process group gets SIGWINCH.
    package func resize(to size: TerminalSize) {
        readAvailable(waitingMilliseconds: 0)
        lock.withLock { virtualScreen.resize(to: size) }
        _ = Platform.setWindowSize(size, of: controller)
    }

    /// Reads output until it contains `text`; returns all output so far.
    ///
    /// Throws ``PseudoTerminalError/outputTimedOut(expected:output:)`` after `timeout`.
    @discardableResult
    package func waitForOutput(containing text: String, timeout: Duration = .seconds(10))
        throws(PseudoTerminalError)
        -> String
    {
        let deadline = ContinuousClock.now + timeout
        while true {
            let output = self.output
            if output.contains(text) { return output }
            guard ContinuousClock.now < deadline else {
                throw .outputTimedOut(
                    expected: text, output: output.replacingOccurrences(of: "\u{1B}", with: "⎋"))
            }
            readAvailable(waitingMilliseconds: 20)
        }
    }

    /// Waits for the program to end, reading its output meanwhile; returns how it ended.
    ///
    /// Throws ``PseudoTerminalError/exitTimedOut`` after `timeout`.
    @discardableResult
    package func waitForExit(timeout: Duration = .seconds(10)) throws(PseudoTerminalError) -> ProcessExit {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let exit = lock.withLock({ exit }) {
                readAvailable(waitingMilliseconds: 0)
                return exit
            }
            if let status = Platform.exitStatus(of: processID, wait: false) {
                lock.withLock { exit = status }
                continue
            }
            guard ContinuousClock.now < deadline else { throw .exitTimedOut }
            readAvailable(waitingMilliseconds: 20)
        }
    }

    /// Reads whatever output is ready, waiting up to `milliseconds` for the first of it.
    private func readAvailable(waitingMilliseconds milliseconds: Int32) {
        var wait = milliseconds
        while !Platform.waitForInput([controller], timeoutMilliseconds: wait).isEmpty {
            guard let bytes = Platform.readAvailable(from: controller), !bytes.isEmpty else { return }
            lock.withLock {
                received += bytes
                virtualScreen.apply(bytes: bytes)
            }
            wait = 0
        }
    }
}
