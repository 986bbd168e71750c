import NotesTextUI
import Testing

/// The editor's line measure counts exactly the lines the content box shows.
@Suite struct EditNoteScreenLineMeasureTests {
    /// Pieces that exercise every wrapping rule: spaces, long words, wide and zero-width
    /// characters, emoji sequences, controls that are shown escaped, and carriage returns.
    static let pieces = [
        "a", "word", "supercalifragilistic", " ", "  ", "日本", "ＡＢ", "e\u{301}", "👨‍👩‍👧", "🇺🇦", "❤️",
        "\u{200B}", "\u{1B}", "\t", "\u{202E}", "\u{85}", "Жук", "\r", "…", "-",
    ]

    @Test func countsTheSameLinesAsTheWrapperForTenThousandRandomParagraphs() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<10_000 {
            let paragraph = (0..<next(12)).map { _ in Self.pieces[next(Self.pieces.count)] }.joined()
            let width = 1 + next(14)
            // The paragraph as the content holds it: followed by a line feed, which completes a
            // trailing carriage return into a CR LF; the empty line after it is not counted.
            let expected = TextLine.wrapped(paragraph + "\n", toWidth: width).count - 1
            let counted = EditNoteScreen.lineMeasure(Substring(paragraph), width)
            guard counted == expected else {
                Issue.record("\(String(reflecting: paragraph)) at \(width): \(counted) ≠ \(expected)")
                return
            }
        }
    }

    @Test func aTrailingCarriageReturnOfACRLFIsNotCounted() {
        #expect(EditNoteScreen.lineMeasure("abcd\r", 4) == 1)
        #expect(TextLine.wrapped("abcd\r\nx", toWidth: 4) == ["abcd", "x"])
    }

    @Test func anEmptyParagraphIsOneLineAndWidthsBelowOneCountAsOne() {
        #expect(EditNoteScreen.lineMeasure("", 10) == 1)
        #expect(EditNoteScreen.lineMeasure("abc", 0) == 3)
    }
}
