import NotesTextUI
import Testing

/// The editor's line measure counts exactly the lines the content box shows.
@Suite struct EditNoteScreenLineMeasureTests {
    @Test func countsTheSameLinesAsTheWrapperForTenThousandRandomParagraphs() {
        for (paragraph, width) in TextLine.wrappingSamples(count: 10_000, of: TextLine.wrappingPieces) {
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
