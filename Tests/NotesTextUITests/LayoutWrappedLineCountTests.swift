import NotesTextUI
import Testing

/// Counting wrapped lines gives the number of lines wrapping builds.
@Suite struct LayoutWrappedLineCountTests {
    @Test func countsTheLinesOfTheExamples() {
        #expect(TextLine.wrappedLineCount("Buy milk and bread", toWidth: 8) == 3)
        #expect(TextLine.wrappedLineCount("see supercalifragilistic now", toWidth: 8) == 4)
        #expect(TextLine.wrappedLineCount("日本語のメモ", toWidth: 5) == 3)
        #expect(TextLine.wrappedLineCount("ab 日", toWidth: 1) == 3)
        #expect(TextLine.wrappedLineCount("  indented text", toWidth: 10) == 2)
        #expect(TextLine.wrappedLineCount("   ", toWidth: 5) == 1)
    }

    @Test func countsOneLinePerParagraphAtLeast() {
        #expect(TextLine.wrappedLineCount("", toWidth: 5) == 1)
        #expect(TextLine.wrappedLineCount("Shopping\n\n- milk\r\n- a loaf of bread\n", toWidth: 10) == 6)
        #expect(TextLine.wrappedLineCount("a\r\r\nb\rc", toWidth: 10) == 2)
    }

    @Test func widthZeroOrLessCountsNoLines() {
        #expect(TextLine.wrappedLineCount("anything", toWidth: 0) == 0)
        #expect(TextLine.wrappedLineCount("", toWidth: -1) == 0)
    }

    @Test func countsTheSameLinesAsTheWrapperForTenThousandRandomTexts() {
        let pieces = TextLine.wrappingPieces + ["\n", "\r\n", " \n"]
        for (text, width) in TextLine.wrappingSamples(count: 10_000, of: pieces) {
            let counted = TextLine.wrappedLineCount(text, toWidth: width)
            let built = TextLine.wrapped(text, toWidth: width).count
            guard counted == built else {
                Issue.record("\(String(reflecting: text)) at \(width): \(counted) ≠ \(built)")
                return
            }
        }
    }

    @Test func countsASliceLikeTheTextItHolds() {
        let text = "before\nBuy milk and bread\nafter"
        let paragraph = text.split(separator: "\n")[1]
        #expect(TextLine.wrappedLineCount(paragraph, toWidth: 8) == 3)
    }
}
