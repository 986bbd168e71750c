import Foundation
import Testing

@testable import Terminal

/// Emoji sequences, flags, skin tones, keycaps and VS16 drawn on a terminal that measures them
/// otherwise than the layout does (as tmux 3.3 does, scalar by scalar): the text after them, a
/// box's right border included, stays in its column.
@Suite struct FrameRendererClusterTests {
    /// The layout's widths: a cluster of several scalars or an emoji is two columns.
    static let layoutWidth: @Sendable (Character) -> Int = { character in
        let first = character.unicodeScalars.first!.value
        if character.unicodeScalars.count > 1 {
            return first < 0x300 && !character.unicodeScalars.contains { $0.value == 0xFE0F } ? 1 : 2
        }
        return first >= 0x1_F000 || (0x3000..<0xA000).contains(first) ? 2 : 1
    }

    /// A terminal that measures scalar by scalar: joiners, VS16 and the keycap mark take no column, a
    /// regional indicator one, an emoji or a skin tone two, and `❤` one.
    static let terminalWidth: @Sendable (Character) -> Int = { character in
        let value = character.unicodeScalars.first!.value
        switch value {
        case 0x200D, 0xFE0F, 0x20E3, 0x301: return 0
        case 0x1F1E6...0x1F1FF: return 1
        case 0x1_F000...: return 2
        case 0x3000..<0xA000: return 2
        default: return 1
        }
    }

    static let pieces = [
        "a", "ж", "日", "👍🏽", "🇫🇷", "👨\u{200D}👩\u{200D}👧", "❤\u{FE0F}", "1\u{FE0F}\u{20E3}", "e\u{301}", "😀",
        " ",
    ]

    /// The column where the border after `text` must be on a screen `columns` wide, or nil when
    /// the line is cut before it.
    private func borderColumn(_ text: String, columns: Int) -> Int? {
        let width = text.reduce(0) { $0 + Self.layoutWidth($1) }
        return width < columns ? width : nil
    }

    @Test func theBorderAfterEachSequenceStaysInItsColumn() {
        let size = TerminalSize(columns: 20, rows: 6)
        var renderer = FrameRenderer(colors: .trueColor, columnWidth: Self.layoutWidth)
        var screen = VirtualScreen(size: size, columnWidth: Self.terminalWidth)
        let lines = Self.pieces.prefix(10).map { TerminalLine("x" + $0 + "│") }
        for start in stride(from: 0, to: lines.count, by: size.rows) {
            let frame = TerminalFrame(lines: Array(lines[start..<min(start + size.rows, lines.count)]))
            screen.apply(renderer.render(frame, size: size))
            for (row, line) in frame.lines.enumerated() {
                let column = borderColumn(String(line.text.dropLast()), columns: size.columns)!
                #expect(screen.cell(column: column, row: row) == "│", "\(line.text)")
            }
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func theBorderStaysInPlaceOverRandomLinesAndFrames(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<200 {
            let size = TerminalSize(
                columns: Int.random(in: 4...24, using: &generator),
                rows: Int.random(in: 1...4, using: &generator))
            var renderer = FrameRenderer(
                colors: .trueColor, synchronizedOutput: Bool.random(using: &generator),
                columnWidth: Self.layoutWidth)
            var screen = VirtualScreen(size: size, columnWidth: Self.terminalWidth)
            for _ in 0..<6 {
                let lines = (0..<size.rows).map { _ in
                    let length = Int.random(in: 0...8, using: &generator)
                    let text = (0..<length).map { _ in Self.pieces.randomElement(using: &generator)! }
                        .joined()
                    return TerminalLine(text + "│")
                }
                screen.apply(renderer.render(TerminalFrame(lines: lines), size: size))
                for (row, line) in lines.enumerated() {
                    guard let column = borderColumn(String(line.text.dropLast()), columns: size.columns)
                    else { continue }
                    #expect(screen.cell(column: column, row: row) == "│", "\(line.text) at \(size)")
                    // Nothing of a cluster drawn wider than the layout's width stays past the border.
                    #expect(screen.lines[row].hasSuffix("│"), "\(line.text) at \(size)")
                }
            }
        }
    }
}
