import Testing

@testable import NotesTextUI

@Suite struct LayoutFrameTests {
    @Test func framesLinesWithPadding() {
        let lines = Frame(width: 16).render(lines: ["Groceries", "Call the plumber"])
        #expect(
            lines.joined(separator: "\n") == """
                ┌──────────────┐
                │ Groceries    │
                │ Call the pl… │
                └──────────────┘
                """)
    }

    @Test func mixedWidthContentKeepsEveryLineExactlyAsWide() {
        let frame = Frame(width: 14, title: "メモ")
        let lines = frame.render(lines: [
            "日本語のメモ", "Список", "👨‍👩‍👧 family", "🇺🇦 flag", "e\u{301}tude", "\u{1B}[31m", "a日本語",
        ])
        #expect(
            lines.joined(separator: "\n") == """
                ┌─ メモ ─────┐
                │ 日本語の…  │
                │ Список     │
                │ 👨‍👩‍👧 family  │
                │ 🇺🇦 flag    │
                │ e\u{301}tude      │
                │ ␛[31m      │
                │ a日本語    │
                └────────────┘
                """)
        for line in lines { #expect(TextWidth.of(line) == 14, "\(line)") }
    }

    @Test func sectionsAreSeparatedByDividers() {
        let lines = Frame(width: 12, title: "Notes").render(sections: [["[Add]"], ["Milk", "Eggs"], []])
        #expect(
            lines.joined(separator: "\n") == """
                ┌─ Notes ──┐
                │ [Add]    │
                ├──────────┤
                │ Milk     │
                │ Eggs     │
                ├──────────┤
                └──────────┘
                """)
    }

    @Test func longTitlesAreTruncatedInTheBorder() {
        let lines = Frame(width: 10, title: "A very long title", box: .rounded).render(lines: [])
        #expect(
            lines.joined(separator: "\n") == """
                ╭─ A ve… ╮
                ╰────────╯
                """)
    }

    @Test func otherBoxesAndNoPadding() {
        let ascii = Frame(width: 6, box: .ascii, padding: 0).render(lines: ["abcdef"])
        #expect(
            ascii.joined(separator: "\n") == """
                +----+
                |abc…|
                +----+
                """)
        let double = Frame(width: 5, box: .double).render(lines: ["x"])
        #expect(
            double.joined(separator: "\n") == """
                ╔═══╗
                ║ x ║
                ╚═══╝
                """)
        #expect(
            Frame(width: 5, box: .heavy).render(lines: []).joined(separator: "\n") == """
                ┏━━━┓
                ┗━━━┛
                """)
    }

    @Test func narrowFramesStayExact() {
        #expect(
            Frame(width: 2).render(lines: ["abc"]).joined(separator: "\n") == """
                ┌┐
                ││
                └┘
                """)
        #expect(
            Frame(width: 0).render(lines: []).joined(separator: "\n") == """
                ┌┐
                └┘
                """)
        #expect(
            Frame(width: 3).render(lines: ["日"]).joined(separator: "\n") == """
                ┌─┐
                │…│
                └─┘
                """)
        #expect(Frame(width: 3).contentWidth == 1)
        #expect(Frame(width: 40).contentWidth == 36)
        #expect(
            Frame(width: 6, title: "Title").render(lines: []).joined(separator: "\n") == """
                ┌─ … ┐
                └────┘
                """)
    }
}
