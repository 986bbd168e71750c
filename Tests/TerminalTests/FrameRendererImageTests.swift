import Foundation
import Testing

@testable import Terminal

/// Pictures over the text: drawn after the lines with the terminal's protocol, drawn again when a
/// line under them changes, cleaned up when they go away, and left out without a protocol.
@Suite struct FrameRendererImageTests {
    static let size = TerminalSize(columns: 8, rows: 4)
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
    static let picture = TerminalImage(column: 2, row: 1, columns: 4, rows: 2, data: png, format: .png)

    private func renderer(_ inline: InlineImageProtocol?) -> FrameRenderer {
        FrameRenderer(colors: .none, synchronizedOutput: false, inlineImages: inline)
    }

    private func shown(_ output: String) -> String {
        output.replacingOccurrences(of: "\u{1B}", with: "⎋").replacingOccurrences(of: "\u{07}", with: "␇")
    }

    private func frame(_ text: String, images: [TerminalImage]) -> TerminalFrame {
        var frame = TerminalFrame(text: text)
        frame.images = images
        return frame
    }

    @Test func iTerm2PicturesAreWrittenAfterTheLinesAtTheirRectangle() {
        var renderer = renderer(.iTerm2)
        let output = renderer.render(frame("a", images: [Self.picture]), size: Self.size)
        let payload = Self.png.base64EncodedString()
        #expect(
            shown(output).hasSuffix(
                "⎋[4;1H⎋[K⎋[2;3H⎋]1337;File=inline=1;size=7;width=4;height=2;preserveAspectRatio=1:\(payload)␇"
            ))
    }

    @Test func kittyPicturesAreSentInChunksWithoutRepliesAfterDeletingTheOldOnes() {
        var renderer = renderer(.kitty)
        let big = TerminalImage(
            column: 0, row: 0, columns: 2, rows: 2, data: Data(repeating: 0x89, count: 4_000), format: .png)
        let output = shown(renderer.render(frame("", images: [big]), size: Self.size))
        #expect(output.contains("⎋_Ga=d,q=2⎋\\"))
        #expect(output.contains("⎋_Ga=T,f=100,q=2,C=1,c=2,r=2,m=1;"))
        #expect(output.contains("⎋_Gm=0;"))
        #expect(output.components(separatedBy: "⎋_G").count - 1 == 3)
    }

    @Test func kittyLeavesOutAJPEGWhichItCannotDraw() {
        var renderer = renderer(.kitty)
        let jpeg = TerminalImage(
            column: 0, row: 0, columns: 2, rows: 2, data: Data([0xFF, 0xD8]), format: .jpeg)
        let output = shown(renderer.render(frame("", images: [jpeg]), size: Self.size))
        #expect(!output.contains("a=T"))
    }

    /// The escape sequences of kitty's graphics protocol in `output`, as their keys and payloads.
    private func kittyCommands(_ output: String) -> [(keys: String, payload: String)] {
        output.components(separatedBy: "\u{1B}_G").dropFirst().map { command in
            let body = command.components(separatedBy: "\u{1B}\\")[0]
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
    }

    @Test func kittyRawPixelsGoAsRGBWithTheirSizeInChunksOfTheirBase64() throws {
        var renderer = renderer(.kitty)
        // 40 × 30 pixels: 3,600 bytes, 4,800 base64 characters, so two chunks.
        let pixels = Data((0..<3_600).map { UInt8($0 % 251) })
        let raw = TerminalImage(
            column: 1, row: 2, columns: 4, rows: 2, data: pixels, format: .rgb(width: 40, height: 30))
        let output = renderer.render(frame("", images: [raw]), size: Self.size)
        #expect(output.contains("\u{1B}[3;2H\u{1B}_Ga=T,f=24,"))
        let commands = kittyCommands(output).filter { $0.keys != "a=d,q=2" }
        try #require(commands.count == 2)
        #expect(commands[0].keys == "a=T,f=24,s=40,v=30,q=2,C=1,c=4,r=2,m=1")
        #expect(commands[0].payload.count == FrameRenderer.kittyChunkLength)
        #expect(commands[1].keys == "m=0")
        let payload = commands.map(\.payload).joined()
        #expect(payload == pixels.base64EncodedString())
        #expect(Data(base64Encoded: payload)?.count == 40 * 30 * 3)
    }

    @Test func aRawPictureWhoseBytesAreNotItsSizeIsLeftOut() {
        for format in [TerminalImage.Format.rgb(width: 4, height: 4), .rgb(width: 0, height: 0)] {
            var renderer = renderer(.kitty)
            let raw = TerminalImage(
                column: 0, row: 0, columns: 2, rows: 2, data: Data(count: 3 * 15), format: format)
            #expect(!renderer.render(frame("", images: [raw]), size: Self.size).contains("a=T"))
        }
    }

    @Test func iTerm2DrawsPNGAndJPEGFilesAndNoRawPixels() {
        #expect(InlineImageProtocol.iTerm2.draws(.png) && InlineImageProtocol.iTerm2.draws(.jpeg))
        #expect(!InlineImageProtocol.iTerm2.draws(.rgb(width: 1, height: 1)))
        #expect(
            InlineImageProtocol.kitty.draws(.png)
                && InlineImageProtocol.kitty.draws(.rgb(width: 1, height: 1)))
        #expect(!InlineImageProtocol.kitty.draws(.jpeg))
        var renderer = renderer(.iTerm2)
        let raw = TerminalImage(
            column: 0, row: 0, columns: 2, rows: 2, data: Data(count: 12), format: .rgb(width: 2, height: 2))
        #expect(!renderer.render(frame("", images: [raw]), size: Self.size).contains("1337"))
    }

    @Test func anUnchangedFrameWritesNothingAndAChangedLineUnderThePictureDrawsItAgain() {
        var renderer = renderer(.iTerm2)
        _ = renderer.render(frame("a\nb\nc", images: [Self.picture]), size: Self.size)
        #expect(renderer.render(frame("a\nb\nc", images: [Self.picture]), size: Self.size).isEmpty)
        #expect(!renderer.render(frame("z\nb\nc", images: [Self.picture]), size: Self.size).contains("1337"))
        #expect(renderer.render(frame("z\nB\nc", images: [Self.picture]), size: Self.size).contains("1337"))
    }

    @Test func theRowsUnderAPictureThatGoesAwayAreDrawnAgain() {
        var renderer = renderer(.iTerm2)
        _ = renderer.render(frame("a\nb\nc", images: [Self.picture]), size: Self.size)
        let output = shown(renderer.render(frame("a\nb\nc", images: []), size: Self.size))
        #expect(output.contains("⎋[2;1Hb⎋[K⎋[3;1Hc⎋[K"))
        #expect(!output.contains("⎋[1;1H"))
        #expect(!output.contains("1337"))
    }

    @Test func withoutAProtocolPicturesAreLeftOut() {
        var renderer = renderer(nil)
        let output = renderer.render(frame("a", images: [Self.picture]), size: Self.size)
        #expect(!output.contains("1337") && !output.contains("\u{1B}_G"))
    }

    @Test func theProtocolComesFromTheEnvironmentAndNeverInsideTmux() {
        #expect(InlineImageProtocol(environment: ["TERM": "xterm-kitty"]) == .kitty)
        #expect(
            InlineImageProtocol(environment: ["KITTY_WINDOW_ID": "1", "TERM": "xterm-256color"]) == .kitty)
        #expect(InlineImageProtocol(environment: ["TERM_PROGRAM": "iTerm.app"]) == .iTerm2)
        #expect(InlineImageProtocol(environment: ["TERM_PROGRAM": "WezTerm"]) == .iTerm2)
        #expect(InlineImageProtocol(environment: ["LC_TERMINAL": "iTerm2"]) == .iTerm2)
        #expect(InlineImageProtocol(environment: ["TERM_PROGRAM": "iTerm.app", "TMUX": "/tmp/t"]) == nil)
        #expect(InlineImageProtocol(environment: ["TERM": "xterm-256color"]) == nil)
    }
}
