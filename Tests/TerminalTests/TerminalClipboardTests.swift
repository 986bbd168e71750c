import Foundation
import Testing

@testable import Terminal

/// OSC 52 only where the terminal is known to allow it, with the text base64-encoded.
@Suite struct TerminalClipboardTests {
    @Test func knownTerminalsOutsideTmuxHaveOSC52() {
        #expect(TerminalClipboard(environment: ["TERM": "xterm-kitty"]) == .osc52)
        #expect(TerminalClipboard(environment: ["TERM_PROGRAM": "iTerm.app"]) == .osc52)
        #expect(TerminalClipboard(environment: ["TERM": "xterm-256color", "WT_SESSION": "1"]) == .osc52)
        #expect(TerminalClipboard(environment: ["TERM": "xterm-256color"]) == nil)
        #expect(TerminalClipboard(environment: ["TERM": "xterm-kitty", "TMUX": "/tmp/t,1,0"]) == nil)
    }

    @Test func theSequenceCarriesTheTextBase64EncodedSoNothingOfItIsLive() {
        let text = "\u{1B}]0;pwned\u{7}\u{1B}[2J"
        let sequence = TerminalClipboard.osc52.sequence(for: text)
        #expect(sequence == "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{7}")
        #expect(sequence.filter { $0 == "\u{1B}" }.count == 1)
    }

    @Test func copyingWritesOnlyWhileTheSessionIsActive() throws {
        let terminal = FakeTerminal()
        let session = try TerminalSession(
            device: terminal.device, options: TerminalOptions(), columnWidth: { _ in 1 },
            handlesSignals: false)
        #expect(!session.copyToClipboard("hi", with: .osc52))
        try session.start()
        #expect(session.copyToClipboard("hi", with: .osc52))
        session.restore()
        #expect(terminal.written.contains("\u{1B}]52;c;aGk=\u{7}"))
    }
}
