import Testing

@testable import Terminal

/// Saving the settings once and restoring exactly that copy, with a fake terminal.
@Suite struct RawModeGuardTests {
    static let options = TerminalOptions(mouseReporting: true)
    static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h"
    static let stopReports = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    static let leave = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    @Test func enterAppliesRawModeAndTurnsOptionsOnAndRestorePutsTheSavedCopyBack() throws {
        let terminal = FakeTerminal()
        let modes = RawModeGuard(device: terminal.device, options: Self.options)
        try modes.enter()
        #expect(modes.state == .active)
        #expect(!terminal.attributes.isCooked)
        #expect(modes.restore())
        #expect(terminal.attributes == FakeTerminal.cooked)
        #expect(
            terminal.operations == [
                .applied(FakeTerminal.cooked.raw), .wrote(Self.enter), .wrote(Self.stopReports),
                .applied(FakeTerminal.cooked), .wrote(Self.leave),
            ])
    }

    @Test func enteringTwiceSavesOnceAndRestoringTwiceRestoresOnce() throws {
        let terminal = FakeTerminal()
        let modes = RawModeGuard(device: terminal.device, options: Self.options)
        try modes.enter()
        try modes.enter()
        #expect(modes.restore())
        #expect(!modes.restore())
        #expect(terminal.operations.filter { $0 == .applied(FakeTerminal.cooked) }.count == 1)
        #expect(terminal.operations.filter { $0 == .applied(FakeTerminal.cooked.raw) }.count == 1)
    }

    @Test func aSecondEntryReusesTheFirstSavedSettings() throws {
        let terminal = FakeTerminal()
        let modes = RawModeGuard(device: terminal.device, options: TerminalOptions())
        try modes.enter()
        modes.restore()
        // Whatever the shell did meanwhile, raw mode comes from the first copy and goes back to it.
        try terminal.device.writeAttributes(TerminalAttributes.sample(cooked: false))
        try modes.enter()
        modes.restore()
        #expect(terminal.attributes == FakeTerminal.cooked)
        #expect(modes.savedAttributes == FakeTerminal.cooked)
    }

    @Test func notATerminalThrowsAndTouchesNothing() {
        let terminal = FakeTerminal(isTerminal: false)
        let modes = RawModeGuard(device: terminal.device, options: TerminalOptions())
        #expect(throws: TerminalError.notATerminal) { try modes.enter() }
        #expect(terminal.operations.isEmpty)
        #expect(!modes.restore())
    }

    @Test func suspendRestoresStopsAndEntersAgainFromTheSavedCopy() throws {
        let terminal = FakeTerminal()
        let modes = RawModeGuard(device: terminal.device, options: Self.options)
        try modes.enter()
        #expect(modes.suspend())
        #expect(modes.state == .active)
        #expect(
            terminal.operations == [
                .applied(FakeTerminal.cooked.raw), .wrote(Self.enter), .wrote(Self.stopReports),
                .applied(FakeTerminal.cooked), .wrote(Self.leave), .stopped,
                .applied(FakeTerminal.cooked.raw),
                .wrote(Self.enter),
            ])
        #expect(!modes.resume())
    }

    @Test func continuedInTheBackgroundItStaysSuspendedUntilTheForeground() throws {
        let terminal = FakeTerminal()
        let modes = RawModeGuard(device: terminal.device, options: Self.options)
        try modes.enter()
        terminal.setForeground(false)
        #expect(!modes.suspend())
        #expect(modes.state == .suspended)
        #expect(terminal.operations.last == .stopped)
        // A signal to end it meanwhile finds nothing to restore: the shell has the terminal.
        #expect(!modes.restore())
        #expect(terminal.operations.last == .stopped)
        #expect(!modes.whileActive { terminal.device.write("x") })
        terminal.setForeground(true)
        #expect(modes.resume())
        #expect(modes.state == .active)
        #expect(terminal.operations.suffix(2) == [.applied(FakeTerminal.cooked.raw), .wrote(Self.enter)])
    }

    @Test func nothingIsWrittenWhileRestored() throws {
        let terminal = FakeTerminal()
        let modes = RawModeGuard(device: terminal.device, options: TerminalOptions())
        #expect(!modes.whileActive { terminal.device.write("x") })
        try modes.enter()
        #expect(modes.whileActive { terminal.device.write("x") })
        modes.restore()
        #expect(!modes.suspend())
        #expect(!modes.whileActive { terminal.device.write("y") })
        #expect(!terminal.written.contains("y"))
    }
}
