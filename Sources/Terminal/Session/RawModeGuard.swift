import Foundation

/// Saves the terminal's settings once, enters raw mode, and puts exactly that saved copy back.
///
/// ``enter()`` reads the settings the first time only and applies their raw form, then turns on
/// the alternate screen, hides the cursor and enables mouse reports and bracketed paste as the
/// options say. ``restore()`` stops the reports, applies the saved settings (dropping unread
/// input, such as a mouse report in flight), shows the cursor and leaves the alternate screen. It
/// is idempotent and may be called from any thread, including a signal source's queue while the
/// main actor is busy: every method takes one lock.
///
/// ``suspend()`` restores, stops the process as Ctrl-Z would, and when the process continues
/// ``resume()`` enters raw mode again from the same saved settings.
///
/// While active over a device with an ``TerminalDevice/outputDescriptor`` (the standard one), a
/// fatal signal — a failed check or bad unwrap (SIGILL or SIGTRAP), an abort, a bad address, and
/// the other signals whose default action ends the process — restores the terminal too: its
/// handler writes the bytes prepared on entering (reports off, cursor shown, the user's screen
/// back), applies the saved settings, and lets the process die of the same signal. SIGTERM,
/// SIGHUP and SIGINT are a ``TerminalSession``'s to turn into events.
///
/// Unchecked because the saved settings and the state are read and written only under the lock.
public final class RawModeGuard: @unchecked Sendable {
    /// Where the terminal is.
    public enum State: Sendable, Hashable {
        /// As the user had it: never entered, or restored.
        case restored
        /// In raw mode, drawing.
        case active
        /// Restored for a suspend, to be entered again when the process continues.
        case suspended
    }

    private let device: TerminalDevice
    private let options: TerminalOptions
    private let lock = NSLock()
    /// Everything below is read and written only under ``lock``.
    private var saved: TerminalAttributes?
    private var current = State.restored

    /// A guard over `device` that has changed nothing yet.
    public init(device: TerminalDevice, options: TerminalOptions) {
        self.device = device
        self.options = options
    }

    /// Where the terminal is now.
    public var state: State { lock.withLock { current } }

    /// The settings saved on the first ``enter()``; nil before.
    public var savedAttributes: TerminalAttributes? { lock.withLock { saved } }

    /// Saves the settings (the first time only), enters raw mode and turns the options on.
    ///
    /// Does nothing while already active. Throws ``TerminalError/notATerminal`` without touching
    /// anything when the device is not a terminal, and leaves the terminal as it was when the
    /// settings cannot be read or applied.
    public func enter() throws(TerminalError) {
        lock.lock()
        defer { lock.unlock() }
        guard current != .active else { return }
        guard device.isTerminal() else { throw .notATerminal }
        let original: TerminalAttributes
        if let saved {
            original = saved
        } else {
            original = try device.readAttributes()
        }
        try device.writeAttributes(original.raw)
        saved = original
        armFatalSignalRestore(original)
        device.write(options.enterSequence)
        current = .active
    }

    /// Puts the saved settings back and gives the user's screen back; does nothing unless active.
    ///
    /// Returns whether it restored anything. Never throws: on the way out there is nothing better
    /// to do than try every step.
    @discardableResult
    public func restore() -> Bool {
        lock.withLock { restoreLocked(to: .restored) }
    }

    /// Restores the terminal and stops the process as Ctrl-Z does; once the process continues,
    /// enters raw mode again.
    ///
    /// Returns whether this call resumed: false when the guard was not active, or when a
    /// concurrent ``resume()`` (from SIGCONT) got there first.
    @discardableResult
    public func suspend() -> Bool {
        guard lock.withLock({ restoreLocked(to: .suspended) }) else { return false }
        device.stopProcess()
        return resume()
    }

    /// Enters raw mode again after a suspend, from the saved settings; does nothing otherwise, and
    /// nothing while the process is not the terminal's foreground job
    /// (``TerminalDevice/isForeground``), which stays suspended for the next continue.
    ///
    /// Returns whether it resumed, so exactly one caller redraws.
    @discardableResult
    public func resume() -> Bool {
        lock.withLock {
            // Continued in the background (`bg`, or a `kill -CONT` after a TERM to a stopped job),
            // changing the settings would stop the process again before it could save or exit: it
            // stays suspended until continued in the foreground (`fg` continues it once more).
            guard current == .suspended, let saved, device.isForeground() else { return false }
            // A failure leaves the terminal as the shell left it, which is readable; keep going.
            try? device.writeAttributes(saved.raw)
            armFatalSignalRestore(saved)
            device.write(options.enterSequence)
            current = .active
            return true
        }
    }

    /// Runs `body` (which writes to the terminal) only while active, holding the lock so that a
    /// concurrent ``restore()`` cannot come between the check and the write.
    ///
    /// Returns whether `body` ran.
    @discardableResult
    public func whileActive(_ body: () -> Void) -> Bool {
        lock.withLock {
            guard current == .active else { return false }
            body()
            return true
        }
    }

    /// Prepares a fatal signal's handler to put `saved` back; the caller holds the lock.
    private func armFatalSignalRestore(_ saved: TerminalAttributes) {
        guard let output = device.outputDescriptor else { return }
        Platform.armFatalSignalRestore(
            stopReports: options.stopReportsSequence, attributes: saved.value,
            leave: options.leaveSequence, input: device.inputDescriptor, output: output)
    }

    /// Restores from active to `state`; the caller holds the lock.
    private func restoreLocked(to state: State) -> Bool {
        guard current == .active, let saved else { return false }
        if device.outputDescriptor != nil { Platform.disarmFatalSignalRestore() }
        device.write(options.stopReportsSequence)
        try? device.writeAttributes(saved)
        device.write(options.leaveSequence)
        current = state
        return true
    }
}
