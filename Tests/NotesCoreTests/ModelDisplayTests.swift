import NotesCore
import Testing

@Suite struct ModelDisplayTests {
    @Test func listTitleIsTheTitleWhenThereIsOne() {
        let note = Note.displaying(title: "  Groceries  ", content: "Milk\nBread")
        #expect(note.listTitle == "Groceries")
    }

    @Test func listTitleFallsBackToTheFirstNonBlankLineOfTheContent() {
        let note = Note.displaying(title: " \t ", content: "\n   \n  Call mum  \nabout Sunday")
        #expect(note.listTitle == "Call mum")
    }

    @Test func listTitleOfAnEmptyNoteIsNewNote() {
        #expect(Note.displaying(content: "").listTitle == "New Note")
        #expect(
            Note.displaying(title: "  ", content: " \n\t\r\n \u{2028} ").listTitle == Note.placeholderTitle)
    }

    @Test func listTitleUsesTheFirstLineOfAMultiLineTitle() {
        #expect(Note.displaying(title: "\nFirst\nSecond", content: "").listTitle == "First")
    }

    @Test func previewShowsTwoLinesByDefaultSkippingBlankLines() {
        let note = Note.displaying(title: "Trip", content: "Passport\n\n   \nTickets\nCharger\nBook")
        #expect(note.previewLines() == ["Passport", "Tickets"])
        #expect(note.preview() == "Passport\nTickets")
    }

    @Test func previewLineCountIsConfigurable() {
        let note = Note.displaying(title: "Trip", content: "Passport\nTickets\nCharger\nBook")
        #expect(note.previewLines(maximumCount: 3) == ["Passport", "Tickets", "Charger"])
        #expect(note.previewLines(maximumCount: 10) == ["Passport", "Tickets", "Charger", "Book"])
        #expect(note.previewLines(maximumCount: 0).isEmpty)
        #expect(note.previewLines(maximumCount: -1).isEmpty)
        #expect(note.preview(maximumLineCount: 1) == "Passport")
    }

    @Test func previewDoesNotRepeatALineTakenAsTheTitle() {
        let note = Note.displaying(content: "\n  Call mum\nabout Sunday\nbring cake\nand flowers")
        #expect(note.listTitle == "Call mum")
        #expect(note.previewLines() == ["about Sunday", "bring cake"])
    }

    @Test func previewDoesNotRepeatAFirstLineEqualToTheTitle() {
        let note = Note.displaying(title: "Call mum", content: "Call mum  \nabout Sunday")
        #expect(note.previewLines() == ["about Sunday"])
    }

    @Test func previewKeepsAFirstLineThatDiffersFromTheTitle() {
        let note = Note.displaying(title: "Mum", content: "Call mum\nabout Sunday")
        #expect(note.previewLines() == ["Call mum", "about Sunday"])
    }

    @Test func previewOfASingleLineNoteWithoutTitleIsEmpty() {
        #expect(Note.displaying(content: "Only line").preview() == "")
    }

    @Test func everyKindOfLineBreakSeparatesLines() {
        let note = Note.displaying(title: "T", content: "a\r\nb\rc\u{2028}d\u{2029}e\u{85}f\u{0B}g\u{0C}h")
        #expect(note.previewLines(maximumCount: 8) == ["a", "b", "c", "d", "e", "f", "g", "h"])
    }

    @Test func linesAreTrimmedOfUnicodeWhitespace() {
        let note = Note.displaying(title: "\u{00A0}\u{3000}Café\u{2003}", content: "\t ёлка \u{00A0}")
        #expect(note.listTitle == "Café")
        #expect(note.previewLines() == ["ёлка"])
    }

    @Test func aLongNoteGivesOnlyTheLinesAsked() {
        let line = String(repeating: "word ", count: 20) + "\n"
        let content = "Heading\n" + String(repeating: line, count: 10_000)
        let note = Note.displaying(content: content)
        #expect(content.utf8.count > 1_000_000)
        #expect(note.listTitle == "Heading")
        #expect(note.previewLines() == [String(line.dropLast(2)), String(line.dropLast(2))])
    }

    @Test func linesLongerThanTheLimitAreCutAndTheRestSkipped() {
        let long = String(repeating: "ж", count: Note.maximumDisplayLineLength + 500)
        let note = Note.displaying(content: long + "\u{2028}second\nthird")
        #expect(note.listTitle == String(repeating: "ж", count: Note.maximumDisplayLineLength))
        #expect(note.previewLines() == ["second", "third"])
    }

    @Test func aCutLineIsTrimmedAtItsEnd() {
        let content = "T\nx" + String(repeating: "ab ", count: 400) + "tail\nnext"
        let lines = Note.displaying(content: content).previewLines()
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix("ab") == true)
        // The cut falls just after a space (1 + 3 × 333 = 1,000 scalars), which is then trimmed.
        #expect(lines.first?.unicodeScalars.count == Note.maximumDisplayLineLength - 1)
        #expect(lines.last == "next")
    }
}
