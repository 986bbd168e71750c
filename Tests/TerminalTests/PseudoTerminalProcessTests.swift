import Testing

@testable import Terminal

/// The pseudo-terminal harness on system programs: size, typing, echo, signals, and settings
/// compared before and after.
@Suite struct PseudoTerminalProcessTests {
    @Test func theProgramSeesATerminalOfTheGivenSize() throws {
        let program = try PseudoTerminalProcess(
            executable: "/bin/stty", arguments: ["size"], size: TerminalSize(columns: 100, rows: 30))
        #expect(try program.waitForExit() == .exited(0))
        #expect(program.output.contains("30 100"))
    }

    @Test func typedTextIsEchoedAndReadAndTheSettingsAreUnchangedAfter() throws {
        let program = try PseudoTerminalProcess(executable: "/bin/cat")
        let before = program.initialAttributes
        #expect(before.isCooked)
        program.write("Заметки\r")
        // The line discipline echoes the line, then cat writes it back: the text appears twice.
        try program.waitForOutput(containing: "Заметки\r\nЗаметки")
        program.write("\u{04}")
        #expect(try program.waitForExit() == .exited(0))
        #expect(program.attributes == before)
    }

    @Test func controlCFromTheTerminalInterruptsACookedProgram() throws {
        let program = try PseudoTerminalProcess(executable: "/bin/cat")
        program.write("x")
        try program.waitForOutput(containing: "x")
        program.write("\u{03}")
        #expect(try program.waitForExit() == .signalled(TerminalSignal.interrupt.number))
    }

    @Test func aProgramKilledInRawModeIsSeenToLeaveTheTerminalRaw() throws {
        let program = try PseudoTerminalProcess(
            executable: "/bin/sh", arguments: ["-c", "stty raw -echo; echo ready; exec sleep 30"])
        let before = program.initialAttributes
        try program.waitForOutput(containing: "ready")
        program.send(signal: TerminalSignal.terminate.number)
        #expect(try program.waitForExit() == .signalled(TerminalSignal.terminate.number))
        #expect(program.attributes != before)
        #expect(!program.attributes.isCooked)
    }

    @Test func resizingSignalsTheProgramWithTheNewSize() throws {
        let program = try PseudoTerminalProcess(
            executable: "/bin/sh",
            arguments: ["-c", "trap 'stty size; exit 0' WINCH; echo ready; while :; do sleep 0.05; done"],
            size: TerminalSize(columns: 80, rows: 24))
        try program.waitForOutput(containing: "ready")
        program.resize(to: TerminalSize(columns: 50, rows: 20))
        #expect(try program.waitForExit() == .exited(0))
        #expect(program.output.contains("20 50"))
    }

    @Test func waitingForTextThatNeverComesTimesOutWithTheOutput() throws {
        let program = try PseudoTerminalProcess(
            executable: "/bin/sh", arguments: ["-c", "echo partial; exec sleep 30"])
        #expect(throws: PseudoTerminalError.self) {
            try program.waitForOutput(containing: "never", timeout: .milliseconds(300))
        }
        #expect(program.output.contains("partial"))
    }

    @Test func aMissingProgramIsASpawnError() {
        #expect(throws: PseudoTerminalError.self) {
            try PseudoTerminalProcess(executable: "/nonexistent/program")
        }
    }
}
