import Foundation
import NotesTextUI
import Terminal
import Testing
import TextSnapshots

/// Emoji sequences typed in a note: the frame keeps every border in its column, also on a
/// terminal that measures them scalar by scalar, as tmux 3.3 does.
@MainActor
@Suite struct NotesTerminalAppEmojiTests {
    static let emoji = "Family 👨\u{200D}👩\u{200D}👧 flag 🇫🇷 thumb 👍🏽 key 1\u{FE0F}\u{20E3} heart ❤\u{FE0F}"

    /// tmux 3.3's widths: joiners, VS16 and the keycap mark take no column, a skin tone two, a
    /// heart or a digit one; a flag's two regional indicators one each.
    static let tmuxWidth: @Sendable (Character) -> Int = { character in
        let value = character.unicodeScalars.first!.value
        switch value {
        case 0x200D, 0xFE0F, 0x20E3: return 0
        case 0x1F1E6...0x1F1FF: return 1
        case 0x1_F000...: return 2
        default: return TextWidth.of(character: character)
        }
    }

    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 15)])
    func bordersStayInTheirColumnAroundEmojiSequences(size: TerminalSize) async {
        var harness = await TerminalAppHarness.launched(size: size)
        harness.press(.character("n"))
        // One key per scalar, as the input decoder sends them.
        for scalar in Self.emoji.unicodeScalars { harness.send(.key(.character(Character(scalar)))) }
        harness.press(.tab)
        for scalar in Self.emoji.unicodeScalars { harness.send(.key(.character(Character(scalar)))) }
        let frame = harness.frame
        assertSnapshot(
            harness.screen, style: harness.screenStyle, named: "emoji-\(size.columns)x\(size.rows)")
        #expect(frame.lines.allSatisfy { TextWidth.of($0.text) <= size.columns })
        var renderer = FrameRenderer(colors: .trueColor, columnWidth: { TextWidth.of(character: $0) })
        var screen = VirtualScreen(size: size, columnWidth: Self.tmuxWidth)
        screen.apply(renderer.render(frame, size: size))
        for (row, line) in frame.lines.enumerated() where line.text.hasSuffix("│") {
            #expect(screen.cell(column: size.columns - 1, row: row) == "│", "row \(row): \(line.text)")
        }
        #expect(frame.lines.contains { $0.text.contains("👨\u{200D}👩\u{200D}👧") })
    }
}
