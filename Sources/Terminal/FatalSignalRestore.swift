import Foundation

/// What the fatal-signal handler puts back, prepared in advance.
///
/// The handler then only copies bytes to the terminal and applies settings: `write(2)`,
/// `tcsetattr(3)`, `sigaction(2)` and `raise(3)`, all async-signal-safe. Allocated once, never freed.
struct FatalSignalRestore {
    /// The capacity of each byte buffer; the sequences are a few dozen bytes.
    static let capacity = 256

    /// Whether the terminal is to be restored; cleared by the first handler that restores it.
    var isArmed = false
    /// Whether the handlers are installed.
    var isInstalled = false
    var input: Int32 = -1
    var output: Int32 = -1
    /// The settings saved before raw mode.
    var attributes = Platform.Attributes()
    /// Written before the settings are applied: mouse reports and bracketed paste off.
    var stopReports = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    var stopReportsCount = 0
    /// Written after: plain style, the cursor shown, the user's screen back.
    var leave = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    var leaveCount = 0
    /// The signals handled, and the action each had before, in the same order.
    var signals = UnsafeMutablePointer<Int32>.allocate(capacity: Platform.fatalSignals.count)
    var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: Platform.fatalSignals.count)
    var signalCount = 0
}
