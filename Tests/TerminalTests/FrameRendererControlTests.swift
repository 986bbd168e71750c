import Testing

@testable import Terminal

/// Whatever text a frame's lines hold, the renderer never writes a control character of it: C0
/// controls and DEL show as their Control Pictures, C1 controls and the bidirectional overrides as
/// escapes, so a line can neither move the cursor, nor retitle the window, nor change colours.
@Suite struct FrameRendererControlTests {
    static let size = TerminalSize(columns: 60, rows: 2)

    @Test func anEscapeSequenceInALineIsDrawnVisiblyNotObeyed() {
        var renderer = FrameRenderer(colors: .trueColor, synchronizedOutput: false)
        let line = "x\u{1B}]0;pwned\u{7}\u{1B}[2J\u{1B}[31mred\u{9B}31m\u{7F}\r\n\u{202E}"
        let output = renderer.render(TerminalFrame(lines: [TerminalLine(line)]), size: Self.size)
        #expect(output.contains("x␛]0;pwned␇␛[2J␛[31mred\\u{9B}31m␡␍␊\\u{202E}"))
        #expect(!output.contains("\u{1B}]"))
        #expect(!output.contains("\u{1B}[2J"))
        #expect(!output.contains("\u{1B}[31m"))
        #expect(!output.unicodeScalars.contains { $0.value == 0x7 || $0.value == 0x9B || $0.value == 0x7F })
    }

    @Test func aControlInsideAStyledSpanKeepsTheSpanOnTheCharactersAfterIt() {
        var renderer = FrameRenderer(colors: .trueColor, synchronizedOutput: false)
        let line = TerminalLine("a\u{1B}b", spans: [StyledSpan(2..<3, TextStyle(isBold: true))])
        let output = renderer.render(TerminalFrame(lines: [line]), size: Self.size)
        #expect(output.contains("a␛\u{1B}[0;1mb\u{1B}[0m"))
    }

    @Test func randomTextNeverPutsAControlCharacterOfItsOwnOnTheWire() {
        var generator = SeededRandomNumberGenerator(seed: 4)
        // The renderer's own sequences: CSI and what follows, which is never a control.
        for _ in 0..<2_000 {
            var renderer = FrameRenderer(colors: .trueColor, synchronizedOutput: false)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...20, using: &generator) {
                let value = [
                    UInt32.random(in: 0...0x20, using: &generator),
                    UInt32.random(in: 0x7F...0xA0, using: &generator),
                    UInt32.random(in: 0x20...0x7E, using: &generator), 0x202E,
                ].randomElement(using: &generator)!
                scalars.append(Unicode.Scalar(value)!)
            }
            let output = renderer.render(
                TerminalFrame(lines: [TerminalLine(String(scalars))]), size: Self.size)
            // Every ESC the renderer writes starts a CSI it made: ESC [ then parameters and a letter.
            var text = Substring(output)
            while let escape = text.firstIndex(of: "\u{1B}") {
                let rest = text[text.index(after: escape)...]
                guard rest.first == "[" else {
                    Issue.record("a lone ESC in \(Array(output.unicodeScalars))")
                    return
                }
                text = rest.dropFirst()
            }
            let others = output.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\u{1B}") || (0x7F...0x9F).contains($0.value)
            }
            guard others.isEmpty else {
                Issue.record("controls \(others) in the output for \(Array(scalars))")
                return
            }
        }
    }
}
