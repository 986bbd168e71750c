import NotesCore
import NotesViewModels
import Testing

/// `"\n"` and `"\r\n"` each end a paragraph; a lone `"\r"` is text of its paragraph.
@Suite struct ContentHeightLineBreakTests {
    /// One line per started `width` characters, at least one.
    static let columns: ContentHeight.LineMeasure = { paragraph, width in
        max((paragraph.count + width - 1) / width, 1)
    }

    /// The plain reference: the content's characters split at `"\n"` and `"\r\n"`, each paragraph
    /// measured whole.
    static func referenceLines(_ content: String, width: Int) -> Int {
        content.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            .reduce(0) { $0 + columns($1, width) }
    }

    @Test func aCarriageReturnLineFeedIsOneLineBreak() {
        let measured = ParagraphLog()
        var height = ContentHeight(minimumLines: 1) { paragraph, width in
            measured.record(String(paragraph))
            return max((paragraph.count + width - 1) / width, 1)
        }
        #expect(height.update(content: "abcd\r\nefgh\r\n", width: 4) == 3)
        #expect(measured.paragraphs == ["abcd", "efgh", ""])
    }

    @Test func typingALineFeedAfterACarriageReturnMakesOneLineBreak() {
        var height = ContentHeight(minimumLines: 1, measure: Self.columns)
        #expect(height.update(content: "abcd\refgh", width: 4) == 3)
        #expect(height.update(content: "abcd\r\nefgh", width: 4) == 2)
        #expect(height.update(content: "abcd\r\n\nefgh", width: 4) == 3)
        #expect(height.update(content: "abcd\nefgh", width: 4) == 2)
    }

    @Test func randomEditsOfLineBreaksAndJoinersMatchThePlainReference() {
        var generator = SeededRandomNumberGenerator(seed: 19)
        let pieces: [String] = [
            "\r", "\n", "\r\n", "a", "bc", "é", "e\u{301}", "\u{200D}", "\u{301}", "🙂", "👩\u{200D}💻", " ",
        ]
        for _ in 0..<300 {
            var scalars = String.UnicodeScalarView()
            var width = Int.random(in: 1...6, using: &generator)
            var height = ContentHeight(minimumLines: 1, measure: Self.columns)
            for _ in 0..<40 {
                let offset = Int.random(in: 0...scalars.count, using: &generator)
                let position = scalars.index(scalars.startIndex, offsetBy: offset)
                switch Int.random(in: 0..<8, using: &generator) {
                case 0..<4:
                    scalars.insert(
                        contentsOf: pieces.randomElement(using: &generator)!.unicodeScalars, at: position)
                case 4..<7:
                    let length = Int.random(in: 0...min(3, scalars.count - offset), using: &generator)
                    scalars.removeSubrange(position..<scalars.index(position, offsetBy: length))
                default:
                    width = Int.random(in: 1...6, using: &generator)
                }
                let content = String(scalars)
                let expected = Self.referenceLines(content, width: width)
                #expect(
                    height.update(content: content, width: width) == expected,
                    "\(content.debugDescription) at width \(width)")
            }
        }
    }
}
