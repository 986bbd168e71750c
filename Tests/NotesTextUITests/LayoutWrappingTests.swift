import Testing

@testable import NotesTextUI

@Suite struct LayoutWrappingTests {
    @Test func wordsWrapAtSpaces() {
        let lines = TextLine.wrapped("Buy milk and bread on the way home", toWidth: 12)
        #expect(
            lines.joined(separator: "\n") == """
                Buy milk and
                bread on the
                way home
                """)
    }

    @Test func aLineMayFillTheWidthExactly() {
        #expect(TextLine.wrapped("abc def", toWidth: 7) == ["abc def"])
        #expect(
            TextLine.wrapped("abc def", toWidth: 6).joined(separator: "\n") == """
                abc
                def
                """)
        #expect(TextLine.wrapped("abc", toWidth: 3) == ["abc"])
    }

    @Test func longWordsBreakBetweenGraphemes() {
        let lines = TextLine.wrapped("see supercalifragilistic now", toWidth: 8)
        #expect(
            lines.joined(separator: "\n") == """
                see
                supercal
                ifragili
                stic now
                """)
    }

    @Test func wideCharactersNeverStraddleTheWidth() {
        let lines = TextLine.wrapped("日本語のメモ", toWidth: 5)
        #expect(
            lines.joined(separator: "\n") == """
                日本
                語の
                メモ
                """)
        #expect(
            TextLine.wrapped("a👨‍👩‍👧b🇺🇦", toWidth: 2).joined(separator: "\n") == """
                a
                👨‍👩‍👧
                b
                🇺🇦
                """)
    }

    @Test func widthOneShowsTooWideCharactersAsEllipses() {
        #expect(
            TextLine.wrapped("ab 日", toWidth: 1).joined(separator: "\n") == """
                a
                b
                …
                """)
    }

    @Test func widthZeroGivesNoLines() {
        #expect(TextLine.wrapped("anything", toWidth: 0).isEmpty)
        #expect(TextLine.wrapped("", toWidth: -1).isEmpty)
    }

    @Test func lineFeedsEndParagraphsAndEmptyParagraphsStay() {
        let lines = TextLine.wrapped("Shopping\n\n- milk\r\n- a loaf of bread\n", toWidth: 10)
        #expect(
            lines.joined(separator: "\n") == """
                Shopping

                - milk
                - a loaf
                of bread

                """)
        #expect(TextLine.wrapped("", toWidth: 5) == [""])
    }

    @Test func spacesAreDroppedAtBreaksAndKeptInsideLines() {
        #expect(
            TextLine.wrapped("a  b    c", toWidth: 4).joined(separator: "\n") == """
                a  b
                c
                """)
        #expect(
            TextLine.wrapped("  indented text", toWidth: 10).joined(separator: "\n") == """
                  indented
                text
                """)
        #expect(TextLine.wrapped("trailing   ", toWidth: 20) == ["trailing"])
        #expect(TextLine.wrapped("   ", toWidth: 5) == [""])
    }

    @Test func controlCharactersOtherThanLineFeedsAreEscaped() {
        #expect(
            TextLine.wrapped("a\tb\u{1B}c", toWidth: 3).joined(separator: "\n") == """
                a␉b
                ␛c
                """)
        #expect(TextLine.wrapped("x\u{2028}y", toWidth: 20) == [#"x\u{2028}y"#])
    }

    @Test func everyLineFitsTheWidth() {
        let text = "Zoë 🇺🇦 bought 日本語 books — e\u{301}tude, 👩🏽‍💻 code\u{202E} & more\nnext"
        for width in 1...20 {
            for line in TextLine.wrapped(text, toWidth: width) {
                #expect(TextWidth.of(line) <= width, "\(line.debugDescription) at \(width)")
            }
        }
    }
}
