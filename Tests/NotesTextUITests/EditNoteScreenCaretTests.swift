import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels
import Testing

private typealias Fixtures = EditNoteScreenFixtures

/// The editor's caret sits where the next character typed will show: after trailing spaces, after
/// joined characters, on the line the screen wraps the text to.
@MainActor
@Suite struct EditNoteScreenCaretTests {
    static func editor(content: String, width: Int) throws -> (EditNoteViewModel, EditNoteScreen) {
        let library = NotesLibrary(notebook: Notebook(notes: [Fixtures.groceries]))
        let editor = try EditNoteViewModel(
            for: .editNote(Fixtures.groceries.id), in: library, environment: Fixtures.environment())
        let screen = EditNoteScreen(width: width, timeZone: Fixtures.utc)
        editor.contentWidthChanged(screen.contentWidth)
        editor.contentChanged(content)
        return (editor, screen)
    }

    @Test func spacesTypedAtTheEndOfTheContentMoveTheCaret() throws {
        let (editor, screen) = try Self.editor(content: "Milk   ", width: 40)
        #expect(screen.caretPosition(of: .content, at: 7, in: editor) == (5, 2 + 7))
        editor.contentChanged("Milk\n  ")
        #expect(screen.caretPosition(of: .content, at: 7, in: editor) == (6, 2 + 2))
    }

    @Test func aCaretInsideAWordTheScreenMovedToTheNextLineIsShownThere() throws {
        let (editor, screen) = try Self.editor(content: "", width: 30)
        let start = String(repeating: "a", count: screen.contentWidth - 3)
        editor.contentChanged(start + " bbbbb")
        // "aaa… b" alone would fit on the first line, but the whole word is on the second.
        #expect(screen.caretPosition(of: .content, at: start.count + 2, in: editor) == (6, 2 + 1))
        #expect(screen.caretPosition(of: .content, at: start.count + 1, in: editor) == (6, 2))
        #expect(screen.caretPosition(of: .content, at: start.count, in: editor) == (5, 2 + start.count))
    }

    @Test func spacesTypedInTheTitleMoveTheCaret() throws {
        let (editor, screen) = try Self.editor(content: "Milk", width: 40)
        editor.titleChanged("Shop  ")
        #expect(screen.caretPosition(of: .title, at: 6, in: editor) == (3, 2 + 6))
    }

    @Test func theCaretAtTheEndIsWhereTheNextCharacterShowsForThousandsOfRandomTexts() throws {
        let marker = "¤"
        var generator = SeededRandomNumberGenerator(seed: 20)
        let pieces = TextLine.wrappingPieces + ["\n", " ", "   "]
        for sample in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let width = Int.random(in: 20...36, using: &generator)
            let (editor, screen) = try Self.editor(content: text, width: width)
            let caret = screen.caretPosition(of: .content, at: text.count, in: editor)
            let before = screen.render(editor).split(separator: "\n", omittingEmptySubsequences: false)
            editor.contentChanged(text + marker)
            let lines = screen.render(editor).split(separator: "\n", omittingEmptySubsequences: false)
            // Only where the marker joins the caret's line without moving what was there (a word
            // grown past the edge moves to the next line, and the caret shows before it).
            guard lines.count == before.count, lines.indices.contains(caret.line),
                let found = lines[caret.line].firstRange(of: marker),
                before[caret.line].hasPrefix(lines[caret.line][..<found.lowerBound])
            else { continue }
            let column = TextWidth.of(lines[caret.line][..<found.lowerBound])
            guard column == caret.column else {
                Issue.record(
                    "sample \(sample) \(text.unicodeScalars.map { String($0.value, radix: 16) }) at \(width): caret \(caret), marker at \(column)"
                )
                return
            }
        }
    }
}
