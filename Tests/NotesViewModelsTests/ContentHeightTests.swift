import NotesCore
import NotesViewModels
import Testing

@Suite struct ContentHeightTests {
    /// One line per started `width` characters.
    static func columns(log: MeasureLog? = nil) -> ContentHeight.LineMeasure {
        { paragraph, width in
            log?.record()
            return (paragraph.count + width - 1) / width
        }
    }

    @Test func emptyContentShowsFiveLines() {
        var height = ContentHeight(measure: Self.columns())
        #expect(height.update(content: "", width: 40) == 5)
        #expect(height.contentLineCount == 1)
    }

    @Test func heightGrowsWithWrappedLines() {
        var height = ContentHeight(measure: Self.columns())
        let text = String(repeating: "a", count: 100) + "\n\n" + "short\nlast"
        // 100 chars at 10 columns = 10 lines, an empty line, "short", "last".
        #expect(height.update(content: text, width: 10) == 13)
        #expect(height.update(content: text, width: 50) == 5)
        #expect(height.contentLineCount == 5)
    }

    @Test func zeroOrNegativeWidthDoesNotTrap() {
        var height = ContentHeight(minimumLines: 1, measure: Self.columns())
        #expect(height.update(content: "abc", width: 0) == 3)
        #expect(height.update(content: "abc", width: -5) == 3)
    }

    @Test func editsMeasureOnlyTheEditedParagraph() {
        let log = MeasureLog()
        var height = ContentHeight(measure: Self.columns(log: log))
        var text = (0..<100).map { "Paragraph \($0) " + String(repeating: "x", count: $0) }.joined(
            separator: "\n")
        height.update(content: text, width: 20)
        #expect(log.count == 100)
        let index = text.index(text.startIndex, offsetBy: 500)
        text.insert("y", at: index)
        height.update(content: text, width: 20)
        #expect(log.count == 101)
    }

    @Test func incrementalResultsMatchAFreshMeasurement() {
        var generator = SeededRandomNumberGenerator(seed: 7)
        var incremental = ContentHeight(minimumLines: 1, measure: Self.columns())
        var text = "héllo wörld\nsecond line\n\nemoji 🙂🙂 line"
        incremental.update(content: text, width: 7)
        let pieces = ["\n", "a", "ё", "🙂", "\n\n", "long words here "]
        for _ in 0..<500 {
            let offset = Int.random(in: 0...text.count, using: &generator)
            let start = text.index(text.startIndex, offsetBy: offset)
            if Bool.random(using: &generator) || text.isEmpty {
                text.insert(contentsOf: pieces.randomElement(using: &generator)!, at: start)
            } else {
                let length = Int.random(in: 0...min(5, text.count - offset), using: &generator)
                text.removeSubrange(start..<text.index(start, offsetBy: length))
            }
            var fresh = ContentHeight(minimumLines: 1, measure: Self.columns())
            let expected = fresh.update(content: text, width: 7)
            #expect(incremental.update(content: text, width: 7) == expected)
        }
    }

    @Test func joiningParagraphsByDeletingANewlineRemeasures() {
        var height = ContentHeight(minimumLines: 1, measure: Self.columns())
        #expect(height.update(content: "abcde\nfghij", width: 5) == 2)
        #expect(height.update(content: "abcdefghij", width: 5) == 2)
        #expect(height.update(content: "abcdefghijk", width: 5) == 3)
        #expect(height.update(content: "a\nb\nc\nd", width: 5) == 4)
    }
}
