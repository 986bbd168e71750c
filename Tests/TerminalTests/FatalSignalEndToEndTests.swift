import Foundation
import Testing

@testable import Terminal

/// A real session in a pseudo-terminal (the `terminal-probe` program) that crashes in raw mode: the
/// screen modes and the settings come back from the signal handler, and the process dies of the
/// signal as it would have without one.
@Suite struct FatalSignalEndToEndTests {
    static let stopReports = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    static let leave = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// A way to crash the probe and the signal it dies of.
    struct Trap: Sendable, CustomTestStringConvertible {
        var kind: String
        var signal: Int32
        var testDescription: String { kind }
    }

    static let traps = [
        Trap(kind: "fatalError", signal: Platform.signalTrapInstruction),
        Trap(kind: "unwrap", signal: Platform.signalTrapInstruction),
        Trap(kind: "abort", signal: Platform.signalAbort),
        Trap(kind: "address", signal: Platform.signalSegmentationFault),
    ]

    /// Whether these tests (and so the probe) run under the thread sanitizer, whose runtime owns
    /// SIGSEGV (it reports a bad address and exits) and turns the runtime's crash reporter off.
    static let isThreadSanitized: Bool = {
        let program = dlopen(nil, RTLD_NOW)
        defer { if let program { dlclose(program) } }
        return dlsym(program, "__tsan_init") != nil
    }()

    /// Checks that the probe died of `signal`; under the thread sanitizer, only that it failed, as
    /// it did before the handler (the terminal must be restored all the same).
    static func expectDied(_ exit: ProcessExit, of signal: Int32) {
        if isThreadSanitized {
            #expect(exit != .exited(0))
        } else {
            #expect(exit == .signalled(signal))
        }
    }

    /// Starts the probe set to crash on `t`, with the Swift runtime's crash reporter as `backtrace` says.
    static func start(_ kind: String, backtrace: String = "enable=no") throws -> PseudoTerminalProcess {
        try PseudoTerminalProcess(
            executable: try #require(TerminalProbe.path), arguments: ["--trap", kind],
            environment: [
                "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
                "SWIFT_BACKTRACE": backtrace,
            ])
    }

    @Test(arguments: traps)
    func aTrapInRawModeRestoresTheScreenAndTheSettingsAndDiesOfTheSameSignal(trap: Trap) throws {
        let probe = try Self.start(trap.kind)
        let before = probe.initialAttributes
        let drawn = try probe.waitForOutput(containing: "ready")
        #expect(probe.attributes != before)
        #expect(probe.screen.isAlternateScreen)
        probe.write("t")
        Self.expectDied(try probe.waitForExit(), of: trap.signal)
        #expect(probe.attributes == before)
        let afterTrap = probe.output.dropFirst(drawn.count)
        #expect(afterTrap.contains(Self.stopReports + Self.leave))
        #expect(!probe.screen.isAlternateScreen)
        #expect(probe.screen.isCursorVisible)
    }

    @Test func theCrashReportersBacktracePrintsLineByLineAfterTheTerminalIsRestored() throws {
        let probe = try Self.start("fatalError", backtrace: "enable=yes,interactive=no,color=no")
        let before = probe.initialAttributes
        let drawn = try probe.waitForOutput(containing: "ready")
        probe.write("t")
        Self.expectDied(try probe.waitForExit(timeout: .seconds(120)), of: Platform.signalTrapInstruction)
        #expect(probe.attributes == before)
        let afterTrap = String(probe.output.dropFirst(drawn.count))
        let restored = try #require(afterTrap.range(of: Self.stopReports + Self.leave))
        let report = afterTrap[restored.upperBound...]
        // The runtime's report follows, each line back at the left edge: output processing is on
        // again, so every line break reaches the terminal as CR LF.
        #expect(report.contains("\r\n"))
        #expect(!report.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func afterQuittingAFatalSignalNoLongerTouchesTheTerminal() throws {
        let probe = try Self.start("abort")
        try probe.waitForOutput(containing: "ready")
        probe.write("q")
        #expect(try probe.waitForExit() == .exited(0))
        #expect(probe.output.hasSuffix(Self.leave))
        #expect(probe.output.components(separatedBy: Self.leave).count == 2)
    }
}
