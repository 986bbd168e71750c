import Foundation
import Testing

@testable import Terminal

/// Whatever frames are drawn in whatever order, at whatever sizes, the screen shows exactly the last
/// frame: checked by playing the renderer's output on a virtual screen against a plain model of
/// what each row must show.
@Suite struct FrameRendererPropertyTests {
    static let width: @Sendable (Character) -> Int = { $0.unicodeScalars.first!.value >= 0x3000 ? 2 : 1 }
    static let pieces = ["a", "b", " ", "ж", "日", "😀", "xy"]

    /// The row a line must show at `columns`: whole characters while they fit, a space where a wide
    /// one does not, trailing spaces dropped.
    private func expectedRow(_ text: String, columns: Int) -> String {
        var row = ""
        var used = 0
        for character in text {
            let width = Self.width(character)
            if used + width > columns {
                if used < columns { row += " " }
                break
            }
            row.append(character)
            used += width
        }
        while row.last == " " { row.removeLast() }
        return row
    }

    private func randomFrame(rows: Int, using generator: inout SeededRandomNumberGenerator) -> TerminalFrame {
        let count = Int.random(in: 0...(rows + 1), using: &generator)
        let lines = (0..<count).map { _ in
            let length = Int.random(in: 0...8, using: &generator)
            return TerminalLine(
                (0..<length).map { _ in Self.pieces.randomElement(using: &generator)! }.joined())
        }
        return TerminalFrame(lines: lines)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func theScreenAlwaysShowsTheLastFrame(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<150 {
            var size = TerminalSize(
                columns: Int.random(in: 1...9, using: &generator),
                rows: Int.random(in: 1...4, using: &generator))
            var renderer = FrameRenderer(
                colors: .trueColor, synchronizedOutput: Bool.random(using: &generator),
                columnWidth: Self.width)
            var screen = VirtualScreen(size: size, columnWidth: Self.width)
            for _ in 0..<12 {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0:
                    size = TerminalSize(
                        columns: Int.random(in: 1...9, using: &generator),
                        rows: Int.random(in: 1...4, using: &generator))
                    screen.resize(to: size)
                case 1:
                    renderer.invalidate()
                default:
                    break
                }
                let frame = randomFrame(rows: size.rows, using: &generator)
                let output = renderer.render(frame, size: size)
                #expect(!output.contains("\u{1B}[2J"))
                screen.apply(output)
                let expected = (0..<size.rows).map { row in
                    row < frame.lines.count ? expectedRow(frame.lines[row].text, columns: size.columns) : ""
                }
                #expect(screen.lines == expected, "\(frame) at \(size)")
            }
        }
    }

    /// Drawing a frame that differs from the last in one row writes that row only.
    @Test(arguments: [4, 5] as [UInt64])
    func oneChangedRowWritesOneRow(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let size = TerminalSize(columns: 10, rows: 5)
        for _ in 0..<300 {
            var renderer = FrameRenderer(
                colors: .trueColor, synchronizedOutput: false, columnWidth: Self.width)
            var frame = randomFrame(rows: 5, using: &generator)
            frame.lines += Array(repeating: TerminalLine("row"), count: max(5 - frame.lines.count, 0))
            _ = renderer.render(frame, size: size)
            let row = Int.random(in: 0..<5, using: &generator)
            frame.lines[row].text += "!"
            let output = renderer.render(frame, size: size)
            #expect(output.hasPrefix("\u{1B}[\(row + 1);1H"))
            #expect(output.components(separatedBy: ";1H").count == 2)
        }
    }
}
