import Testing

@testable import NotesTextUI

@Suite struct LayoutTruncationTests {
    @Test func textThatFitsIsUnchangedAndUnpadded() {
        #expect(TextLine.truncated("Milk", toWidth: 10) == "Milk")
        #expect(TextLine.truncated("Milk", toWidth: 4) == "Milk")
        #expect(TextLine.truncated("日本", toWidth: 4) == "日本")
        #expect(TextLine.truncated("", toWidth: 3) == "")
    }

    @Test func longTextEndsInAnEllipsisAtExactlyTheWidth() {
        #expect(TextLine.truncated("Groceries for the week", toWidth: 10) == "Groceries…")
        #expect(TextLine.truncated("Milk", toWidth: 3) == "Mi…")
        #expect(TextLine.truncated("Список покупок", toWidth: 7) == "Список…")
    }

    @Test func spacesBeforeTheEllipsisMoveAfterIt() {
        #expect(TextLine.truncated("Buy some milk", toWidth: 5) == "Buy… ")
        #expect(TextLine.truncated("Buy some milk", toWidth: 6) == "Buy s…")
        #expect(TextWidth.of(TextLine.truncated("Buy some milk", toWidth: 9)) == 9)
    }

    @Test func widthZeroOrLessIsEmpty() {
        #expect(TextLine.truncated("Milk", toWidth: 0) == "")
        #expect(TextLine.truncated("Milk", toWidth: -3) == "")
    }

    @Test func widthOneLeavesOnlyTheEllipsis() {
        #expect(TextLine.truncated("Milk", toWidth: 1) == "…")
        #expect(TextLine.truncated("日本", toWidth: 1) == "…")
        #expect(TextLine.truncated("M", toWidth: 1) == "M")
    }

    @Test func aWideCharacterThatDoesNotFitLeavesASpace() {
        #expect(TextLine.truncated("日本語のメモ", toWidth: 6) == "日本… ")
        #expect(TextLine.truncated("日本語", toWidth: 5) == "日本…")
        #expect(TextLine.truncated("a日本", toWidth: 3) == "a… ")
        #expect(TextLine.truncated("日本", toWidth: 2) == "… ")
    }

    @Test func graphemeClustersAreNeverSplit() {
        #expect(TextLine.truncated("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", toWidth: 3) == "👨‍👩‍👧‍👦…")
        #expect(TextLine.truncated("🇺🇦🇯🇵", toWidth: 3) == "🇺🇦…")
        #expect(TextLine.truncated("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
        #expect(TextLine.truncated("👍🏽👍🏽", toWidth: 2) == "… ")
    }

    @Test func aCustomEllipsisIsMeasuredAndDroppedWhenItCannotFit() {
        #expect(TextLine.truncated("Groceries", toWidth: 7, ellipsis: "...") == "Groc...")
        #expect(TextLine.truncated("Groceries", toWidth: 2, ellipsis: "...") == "Gr")
        #expect(TextLine.truncated("日本語", toWidth: 3, ellipsis: "") == "日 ")
    }

    @Test func paddingAlignsToExactWidth() {
        #expect(TextLine.padded("Done", toWidth: 8) == "Done    ")
        #expect(TextLine.padded("Done", toWidth: 8, alignment: .right) == "    Done")
        #expect(TextLine.padded("Done", toWidth: 8, alignment: .center) == "  Done  ")
        #expect(TextLine.padded("Done", toWidth: 7, alignment: .center) == " Done  ")
        #expect(TextLine.padded("日本", toWidth: 7, alignment: .center) == " 日本  ")
    }

    @Test func paddingTruncatesTextThatIsTooWide() {
        #expect(TextLine.padded("Groceries", toWidth: 5, alignment: .right) == "Groc…")
        #expect(TextLine.padded("日本語", toWidth: 4, alignment: .center) == "日… ")
        #expect(TextLine.padded("Done", toWidth: 4) == "Done")
        #expect(TextLine.padded("Done", toWidth: 0) == "")
    }

    @Test func paddedTextAlwaysHasTheRequestedWidth() {
        let samples = ["", "a", "Список", "日本語のメモ", "👨‍👩‍👧 🇺🇦 e\u{301}", "\u{1B}[0m", "\u{202E}x"]
        for sample in samples {
            for width in 0...12 {
                for alignment in TextLine.Alignment.allCases {
                    let line = TextLine.padded(sample, toWidth: width, alignment: alignment)
                    #expect(TextWidth.of(line) == width, "\(sample.debugDescription) at \(width)")
                }
            }
        }
    }
}
