import Foundation
import Testing

@testable import Terminal

/// The renderer on pairs of frames, asserting the exact bytes written.
@Suite struct FrameRendererTests {
    static let size = TerminalSize(columns: 6, rows: 3)
    static let red = RGBColor(red: 255, green: 0, blue: 0)

    private func renderer(synchronized: Bool = false, colors: ColorCapability = .trueColor) -> FrameRenderer {
        FrameRenderer(colors: colors, synchronizedOutput: synchronized) {
            $0.unicodeScalars.first!.value >= 0x3000 ? 2 : 1
        }
    }

    /// Writes bytes with ESC shown as `⎋` so expectations read as text.
    private func shown(_ output: String) -> String {
        output.replacingOccurrences(of: "\u{1B}", with: "⎋")
    }

    @Test func firstFrameRepaintsEveryRowInPlaceWithoutClearing() {
        var renderer = renderer()
        let output = renderer.render(TerminalFrame(text: "ab\nlonger line"), size: Self.size)
        #expect(shown(output) == "⎋[?25l⎋[1;1Hab⎋[K⎋[2;1Hlonger⎋[3;1H⎋[K")
        #expect(!output.contains("\u{1B}[2J"))
    }

    @Test func onlyChangedLinesAreWritten() {
        var renderer = renderer()
        _ = renderer.render(TerminalFrame(text: "one\ntwo\nthree"), size: Self.size)
        #expect(
            shown(renderer.render(TerminalFrame(text: "one\nTWO\nthree"), size: Self.size)) == "⎋[2;1HTWO⎋[K")
        #expect(renderer.render(TerminalFrame(text: "one\nTWO\nthree"), size: Self.size) == "")
    }

    @Test func rowsBeyondAShorterFrameAreBlanked() {
        var renderer = renderer()
        _ = renderer.render(TerminalFrame(text: "one\ntwo\nthree"), size: Self.size)
        #expect(shown(renderer.render(TerminalFrame(text: "one"), size: Self.size)) == "⎋[2;1H⎋[K⎋[3;1H⎋[K")
    }

    @Test func synchronizedOutputWrapsEachFrame() {
        var renderer = renderer(synchronized: true)
        _ = renderer.render(TerminalFrame(text: "a"), size: TerminalSize(columns: 4, rows: 1))
        let output = renderer.render(TerminalFrame(text: "b"), size: TerminalSize(columns: 4, rows: 1))
        #expect(shown(output) == "⎋[?2026h⎋[1;1Hb⎋[K⎋[?2026l")
    }

    @Test func aSizeChangeOrInvalidationRepaintsEveryRowWithoutClearing() {
        var renderer = renderer()
        let frame = TerminalFrame(text: "x\ny")
        _ = renderer.render(frame, size: Self.size)
        let resized = renderer.render(frame, size: TerminalSize(columns: 4, rows: 2))
        #expect(shown(resized) == "⎋[?25l⎋[1;1Hx⎋[K⎋[2;1Hy⎋[K")
        renderer.invalidate()
        #expect(renderer.render(frame, size: TerminalSize(columns: 4, rows: 2)) == resized)
    }

    @Test func aLineThatFillsTheWidthHasNoEraseAndWideCharactersAreCutWhole() {
        var renderer = renderer()
        let output = renderer.render(TerminalFrame(text: "abcdef\n日本語\nab日本語"), size: Self.size)
        #expect(shown(output) == "⎋[?25l⎋[1;1Habcdef⎋[2;1H日本語⎋[3;1Hab日本")
        let odd = renderer.render(TerminalFrame(text: "a日本語"), size: Self.size)
        #expect(shown(odd).hasPrefix("⎋[1;1Ha日本 "))
    }

    @Test func styledSpansSwitchStyleAndResetAtTheEnd() {
        var renderer = renderer()
        let line = TerminalLine(
            "ab cd",
            spans: [
                StyledSpan(0..<2, TextStyle(foreground: Self.red, isBold: true)),
                StyledSpan(3..<4, TextStyle(isInverse: true)),
            ])
        let output = renderer.render(TerminalFrame(lines: [line]), size: TerminalSize(columns: 8, rows: 1))
        #expect(shown(output) == "⎋[?25l⎋[1;1H⎋[0;1;38;2;255;0;0mab⎋[0m ⎋[0;7mc⎋[0md⎋[K")
    }

    @Test func colourIsDownsampledToTheCapability() {
        let line = TerminalLine(
            "x",
            spans: [
                StyledSpan(
                    0..<1, TextStyle(foreground: Self.red, background: RGBColor(red: 0, green: 0, blue: 0)))
            ])
        let size = TerminalSize(columns: 2, rows: 1)
        var palette = renderer(colors: .palette256)
        #expect(
            shown(palette.render(TerminalFrame(lines: [line]), size: size))
                == "⎋[?25l⎋[1;1H⎋[0;38;5;196;48;5;16mx⎋[0m⎋[K")
        var standard = renderer(colors: .standard16)
        #expect(
            shown(standard.render(TerminalFrame(lines: [line]), size: size))
                == "⎋[?25l⎋[1;1H⎋[0;91;40mx⎋[0m⎋[K")
        var none = renderer(colors: .none)
        #expect(shown(none.render(TerminalFrame(lines: [line]), size: size)) == "⎋[?25l⎋[1;1Hx⎋[K")
    }

    @Test func aPlacedCursorIsShownAfterDrawingAndHiddenWhileDrawingTheNext() {
        var renderer = renderer()
        let first = renderer.render(
            TerminalFrame(text: "ab", cursor: CursorPosition(column: 1, row: 0)), size: Self.size)
        #expect(shown(first).hasSuffix("⎋[1;2H⎋[?25h"))
        let moved = renderer.render(
            TerminalFrame(text: "ab", cursor: CursorPosition(column: 2, row: 0)), size: Self.size)
        #expect(shown(moved) == "⎋[?25l⎋[1;3H⎋[?25h")
        let hidden = renderer.render(TerminalFrame(text: "ab"), size: Self.size)
        #expect(shown(hidden) == "⎋[?25l")
    }
}
