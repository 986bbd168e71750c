import NotesCore
import NotesTextUI
import NotesViewModels
import Testing

/// The editor's line measure counts exactly the lines the content box shows.
@Suite struct EditNoteScreenLineMeasureTests {
    @Test func countsTheSameLinesAsTheWrapperForTenThousandRandomParagraphs() {
        for (paragraph, width) in TextLine.wrappingSamples(count: 10_000, of: TextLine.wrappingPieces) {
            // ContentHeight hands over a paragraph without its line break, so a carriage return left
            // in it is a lone one, which the content box shows escaped.
            let expected = TextLine.wrapped(paragraph, toWidth: width).count
            let counted = EditNoteScreen.lineMeasure(Substring(paragraph), width)
            guard counted == expected else {
                Issue.record("\(String(reflecting: paragraph)) at \(width): \(counted) ≠ \(expected)")
                return
            }
        }
    }

    @Test func aLoneCarriageReturnIsCountedAsTheContentBoxShowsIt() {
        #expect(EditNoteScreen.lineMeasure("abcd\r", 4) == 2)
        #expect(TextLine.wrapped("abcd\r", toWidth: 4) == ["abcd", "␍"])
    }

    @Test func aCarriageReturnBeforeACRLFIsALoneOneAndIsCounted() {
        var height = ContentHeight(minimumLines: 1, measure: EditNoteScreen.lineMeasure)
        #expect(height.update(content: "a\r\r\nb", width: 1) == 3)
        #expect(TextLine.wrapped("a\r\r\nb", toWidth: 1) == ["a", "␍", "b"])
    }

    @Test func anEmptyParagraphIsOneLineAndWidthsBelowOneCountAsOne() {
        #expect(EditNoteScreen.lineMeasure("", 10) == 1)
        #expect(EditNoteScreen.lineMeasure("abc", 0) == 3)
    }

    /// The height the view model keeps, edit after edit, is the number of lines the content box
    /// wraps the whole content to, whatever line breaks and carriage returns the edits leave.
    @Test func theContentHeightOfRandomEditsIsTheContentBoxsLineCount() {
        var generator = SeededRandomNumberGenerator(seed: 0x5EED_CA11)
        let pieces = ["\r", "\n", "\r\n", "a", "word", " ", "日本", "e\u{301}", "👨‍👩‍👧", "\u{1B}", "\t"]
        for _ in 0..<500 {
            var scalars = String.UnicodeScalarView()
            var width = Int.random(in: 1...8, using: &generator)
            var height = ContentHeight(minimumLines: 1, measure: EditNoteScreen.lineMeasure)
            for _ in 0..<30 {
                let offset = Int.random(in: 0...scalars.count, using: &generator)
                let position = scalars.index(scalars.startIndex, offsetBy: offset)
                switch Int.random(in: 0..<8, using: &generator) {
                case 0..<5:
                    scalars.insert(
                        contentsOf: pieces.randomElement(using: &generator)!.unicodeScalars, at: position)
                case 5..<7:
                    let length = Int.random(in: 0...min(3, scalars.count - offset), using: &generator)
                    scalars.removeSubrange(position..<scalars.index(position, offsetBy: length))
                default:
                    width = Int.random(in: 1...8, using: &generator)
                }
                let content = String(scalars)
                height.update(content: content, width: width)
                let shown = TextLine.wrapped(content, toWidth: width).count
                guard height.contentLineCount == shown else {
                    Issue.record(
                        "\(content.debugDescription) at \(width): \(height.contentLineCount) ≠ \(shown)")
                    return
                }
            }
        }
    }
}
