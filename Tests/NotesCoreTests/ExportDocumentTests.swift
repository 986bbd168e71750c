import Foundation
import NotesCore
import Testing

/// A note as a document of text: the plain text an external editor edits and the files an export
/// writes, read back exactly.
@Suite struct ExportDocumentTests {
    @Test func plainTextIsTheTitleABlankLineAndTheText() {
        let document = NoteTextDocument(title: "Groceries", content: "Milk\nBread")
        #expect(document.text(in: .plainText) == "Groceries\n\nMilk\nBread\n")
    }

    @Test func markdownMakesTheTitleAHeadingAndKeepsTheText() {
        let document = NoteTextDocument(title: "Groceries", content: "- Milk\n- **Bread**")
        #expect(document.text(in: .markdown) == "# Groceries\n\n- Milk\n- **Bread**\n")
    }

    @Test func markdownEscapesWhatWouldChangeTheHeading() {
        #expect(
            NoteTextDocument(title: "# not a level two", content: "").text(in: .markdown)
                == "# \\# not a level two\n\n")
        #expect(NoteTextDocument(title: "Issue #", content: "x").text(in: .markdown) == "# Issue \\#\n\nx\n")
        #expect(NoteTextDocument(title: "  ", content: "Only text").text(in: .markdown) == "Only text\n")
    }

    @Test func aTitlesLineBreaksBecomeSpaces() {
        let document = NoteTextDocument(title: "One\ntwo\r\nthree", content: "")
        #expect(document.text(in: .plainText) == "One two three\n\n")
    }

    @Test func readingTakesTheFirstLineAsTheTitleAndSkipsOneBlankLine() {
        #expect(
            NoteTextDocument(parsingPlainText: "T\n\nA\nB\n") == NoteTextDocument(title: "T", content: "A\nB")
        )
        #expect(NoteTextDocument(parsingPlainText: "T\nA\n") == NoteTextDocument(title: "T", content: "A"))
        #expect(
            NoteTextDocument(parsingPlainText: "T\r\n\r\nA\r\n")
                == NoteTextDocument(title: "T", content: "A\r"))
        #expect(NoteTextDocument(parsingPlainText: "") == NoteTextDocument(title: "", content: ""))
        #expect(
            NoteTextDocument(parsingPlainText: "Only a title")
                == NoteTextDocument(title: "Only a title", content: ""))
    }

    /// Model: any title (on one line) and any text, written as plain text and read back, are what
    /// they were.
    @Test func plainTextReadsBackAsWrittenOverRandomTexts() {
        var generator = SeededRandomNumberGenerator(seed: 20)
        for _ in 0..<3_000 {
            let title = ExportRandomText.text(
                count: Int.random(in: 0...8, using: &generator), using: &generator)
            let content = ExportRandomText.text(
                count: Int.random(in: 0...30, using: &generator), using: &generator)
            let written = NoteTextDocument(title: title, content: content).text(in: .plainText)
            let read = NoteTextDocument(parsingPlainText: written)
            // The title is one line: its line breaks were written as spaces.
            let expectedTitle = String(title.map { $0.isNewline ? " " : $0 })
            #expect(
                read == NoteTextDocument(title: expectedTitle, content: content),
                "\(title.debugDescription) \(content.debugDescription)")
        }
    }
}
