import Foundation
import Testing

@testable import Terminal

/// A real session in a pseudo-terminal (the `terminal-probe` program): the settings after every
/// way out equal those before, and the user's screen comes back.
@Suite struct TerminalSessionEndToEndTests {
    static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h"
    static let leave = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    @Test func quittingRestoresTheSettingsAndTheScreen() throws {
        let probe = try TerminalProbe.start()
        #expect(!probe.attributes.isCooked)
        let output = probe.output
        #expect(output.hasPrefix(Self.enter))
        #expect(output.contains("\u{1B}[0;1;38;2;0;200;0mprobe\u{1B}[0m"))
        #expect(output.contains("size 60x10"))
        #expect(probe.screen.isAlternateScreen)
        #expect(!probe.screen.isCursorVisible)
        #expect(probe.screen.text == "probe\nsize 60x10\nready")
        probe.write("Ж")
        try probe.waitForOutput(containing: "key Ж")
        #expect(probe.screen.text == "probe\nsize 60x10\nkey Ж")
        probe.write("q")
        #expect(try probe.waitForExit() == .exited(0))
        #expect(probe.attributes.isCooked)
        #expect(probe.output.hasSuffix(Self.leave))
        #expect(!probe.screen.isAlternateScreen)
        #expect(probe.screen.isCursorVisible)
        #expect(probe.screen.text == "")
    }

    @Test func settingsAfterEqualThoseBeforeOnQuit() throws {
        let probe = try PseudoTerminalProcess(executable: try #require(TerminalProbe.path))
        let before = probe.initialAttributes
        try probe.waitForOutput(containing: "ready")
        #expect(probe.attributes != before)
        probe.write("q")
        #expect(try probe.waitForExit() == .exited(0))
        #expect(probe.attributes == before)
    }

    @Test(arguments: [TerminalSignal.terminate, .hangup, .interrupt])
    func aSignalMidOperationRestoresAtOnceAndTheProgramExitsWithItsStatus(signal: TerminalSignal) throws {
        let probe = try PseudoTerminalProcess(executable: try #require(TerminalProbe.path))
        let before = probe.initialAttributes
        try probe.waitForOutput(containing: "ready")
        probe.write("b")
        try probe.waitForOutput(containing: "busy")
        probe.send(signal: signal.number)
        // The main thread sleeps for two seconds; the settings come back long before it wakes.
        let deadline = ContinuousClock.now + .seconds(1)
        while probe.attributes != before, ContinuousClock.now < deadline {
            usleep(10_000)
        }
        #expect(probe.attributes == before)
        #expect(try probe.waitForExit() == .exited(signal.exitStatus))
        #expect(probe.attributes == before)
        #expect(probe.output.hasSuffix(Self.leave))
        #expect(!probe.output.contains("idle"))
    }

    /// A closed window sends SIGHUP from the terminal and again from the shell: once a signal has
    /// ended the session, another one while the program is still finishing (here, its main thread
    /// busy for two seconds) leaves it to finish and exit with the first one's status.
    @Test func aSecondSignalAfterTheFirstLetsTheProgramFinish() throws {
        let probe = try PseudoTerminalProcess(executable: try #require(TerminalProbe.path))
        let before = probe.initialAttributes
        try probe.waitForOutput(containing: "ready")
        probe.write("b")
        try probe.waitForOutput(containing: "busy")
        probe.send(signal: TerminalSignal.terminate.number)
        let deadline = ContinuousClock.now + .seconds(1)
        while probe.attributes != before, ContinuousClock.now < deadline {
            usleep(10_000)
        }
        #expect(probe.attributes == before)
        probe.send(signal: TerminalSignal.hangup.number)
        probe.send(signal: TerminalSignal.interrupt.number)
        #expect(try probe.waitForExit() == .exited(TerminalSignal.terminate.exitStatus))
    }

    @Test func controlCInRawModeIsAKeyNotASignal() throws {
        let probe = try TerminalProbe.start()
        probe.write("\u{03}")
        try probe.waitForOutput(containing: "key C-c")
        probe.write("q")
        #expect(try probe.waitForExit() == .exited(0))
    }

    @Test func resizeRepaintsAtTheNewSize() throws {
        let probe = try TerminalProbe.start()
        probe.resize(to: TerminalSize(columns: 30, rows: 5))
        try probe.waitForOutput(containing: "size 30x5")
        try probe.waitForOutput(containing: "resize 30x5")
        #expect(probe.screen.text == "probe\nsize 30x5\nresize 30x5")
        #expect(!probe.output.contains("\u{1B}[2J"))
        probe.write("q")
        #expect(try probe.waitForExit() == .exited(0))
    }

    @Test func controlZRestoresThenEntersAgain() throws {
        let probe = try TerminalProbe.start()
        probe.write("\u{1A}")
        // Under the harness the probe's process group has no shell to resume it, so the kernel
        // does not stop it: the session restores, finds itself running, and enters again.
        try probe.waitForOutput(containing: "resumed")
        let output = probe.output
        let restored = try #require(output.range(of: Self.leave))
        #expect(output[restored.upperBound...].contains(Self.enter))
        probe.write("q")
        #expect(try probe.waitForExit() == .exited(0))
    }

    @Test func mouseAndPasteArriveAsEvents() throws {
        let probe = try TerminalProbe.start()
        probe.write("\u{1B}[<0;3;4M")
        try probe.waitForOutput(containing: "mouse press(Terminal.MouseEvent.MouseButton.left) 2,3")
        probe.write("\u{1B}[200~pasted\r\u{1B}[201~")
        try probe.waitForOutput(containing: "paste \"pasted\\n\"")
        probe.write("q")
        #expect(try probe.waitForExit() == .exited(0))
    }

    @Test func withoutATerminalItSaysSoAndWritesNoEscapes() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(TerminalProbe.path))
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(output.fileHandleForReading.readDataToEndOfFile().isEmpty)
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message == "terminal-probe: standard input or output is not a terminal\n")
    }
}
