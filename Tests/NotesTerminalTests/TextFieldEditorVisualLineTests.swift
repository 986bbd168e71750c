import NotesCore
import NotesTerminal
import NotesTextUI
import Testing

/// ↑/↓ in the note's text move by the lines the user sees at the current width, keeping the
/// column as editors do; checked against a plain reference that reads the lines off
/// `TextLine.wrapped`.
@Suite struct TextFieldEditorVisualLineTests {
    @Test func downMovesThroughTheWrappedLinesOfOneParagraph() {
        // At 10 columns: "The quick" / "brown fox" / "jumps".
        var field = Self.field("The quick brown fox jumps", caret: 4)
        #expect(field.moveByVisualLines(1, width: 10, goalColumn: nil) == 4)
        #expect(field.caret == 14)  // brown| fox
        #expect(field.moveByVisualLines(1, width: 10, goalColumn: 4) == 4)
        #expect(field.caret == 24)  // jump|s
        #expect(field.moveByVisualLines(1, width: 10, goalColumn: 4) == nil)
        #expect(field.caret == 24)
    }

    @Test func theGoalColumnComesBackAfterAShortLine() {
        var field = Self.field("abcdefgh\nab\nabcdefgh", caret: 6)
        var goal = field.moveByVisualLines(1, width: 20, goalColumn: nil)
        #expect(field.caret == 11)  // the end of "ab"
        goal = field.moveByVisualLines(1, width: 20, goalColumn: goal)
        #expect(field.caret == 18)  // column 6 again
        #expect(goal == 6)
    }

    @Test func wideCharactersKeepTheColumnOnScreen() {
        // "日本語の" is 8 columns: at 6 columns "日本語" / "の"; the column is in screen columns.
        var field = Self.field("日本語のabc\nabcdef", caret: 2)
        #expect(field.moveByVisualLines(1, width: 6, goalColumn: nil) == 4)
        #expect(field.caret == 6)  // after "のab": column 4 of "のabc"
    }

    /// Model: over random texts (letters, spaces, wide characters, emoji with joiners and skin
    /// tones, combining marks, line breaks) and widths, a move lands where the reference says.
    @Test func movesMatchTheReferenceOverRandomTexts() {
        var generator = SeededRandomNumberGenerator(seed: 3)
        let pieces = [
            "a", "b", "xyz", " ", " ", "  ", "\n", "日", "本", "👍🏽", "👨‍👩‍👧", "e\u{301}", "🇺🇸", "ก", "ค\u{E34}",
            "Ω", "—",
        ]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let width = Int.random(in: 1...12, using: &generator)
            let count = text.count
            let caret = Int.random(in: 0...count, using: &generator)
            let step = [-1, 1, -3, 2].randomElement(using: &generator)!
            let goal: Int? = Bool.random(using: &generator) ? nil : Int.random(in: 0...12, using: &generator)
            var field = Self.field(text, caret: caret)
            let column = field.moveByVisualLines(step, width: width, goalColumn: goal)
            let expected = VisualLineReference(text: text, width: width).move(
                from: caret, by: step, goal: goal)
            #expect(
                field.caret == expected.caret && column == expected.column,
                "\(text.debugDescription) width \(width) caret \(caret) step \(step) goal \(String(describing: goal))"
            )
        }
    }

    static func field(_ text: String, caret: Int) -> TextFieldEditor {
        var field = TextFieldEditor(text: text, isMultiline: true)
        for _ in caret..<text.count { field.moveLeft() }
        return field
    }
}

/// The plain reference: the lines `TextLine.wrapped` gives, found in the text character by
/// character, and the rules of a vertical move stated over them.
struct VisualLineReference {
    /// Each shown line as the character offsets it covers.
    var lines: [Range<Int>] = []
    let characters: [Character]

    init(text: String, width: Int) {
        characters = Array(text)
        var start = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let paragraphCharacters = Array(paragraph)
            var position = 0
            for line in TextLine.wrapped(paragraph, toWidth: width) {
                let shown = Array(line)
                if !Self.matches(shown, paragraphCharacters, at: position, width: width) {
                    // Spaces dropped at the break come first.
                    while position < paragraphCharacters.count, paragraphCharacters[position] == " " {
                        position += 1
                    }
                }
                lines.append(start + position..<start + position + shown.count)
                position += shown.count
            }
            start += paragraphCharacters.count + 1
        }
    }

    /// Whether `shown` is the text at `position` (a `…` stands for a character too wide for the line).
    static func matches(_ shown: [Character], _ text: [Character], at position: Int, width: Int) -> Bool {
        guard position + shown.count <= text.count else { return false }
        return zip(shown, text[position...]).allSatisfy {
            $0 == $1 || ($0 == "…" && TextWidth.of(String($1)) > width)
        }
    }

    func width(_ range: Range<Int>) -> Int { characters[range].reduce(0) { $0 + TextWidth.of(String($1)) } }

    /// Where a move of `step` lines from `caret` lands, and the column it keeps; a move past the
    /// first or last line stays, with no column.
    func move(from caret: Int, by step: Int, goal: Int?) -> (caret: Int, column: Int?) {
        guard let current = lines.lastIndex(where: { $0.lowerBound <= caret }) else { return (caret, nil) }
        let target = min(max(current + step, 0), lines.count - 1)
        guard target != current else { return (caret, nil) }
        let line = lines[current]
        let column = goal ?? width(line.lowerBound..<min(caret, line.upperBound))
        var end = lines[target].upperBound
        if target + 1 < lines.count, lines[target + 1].lowerBound == end, end > lines[target].lowerBound {
            end -= 1
        }
        var position = lines[target].lowerBound
        while position < end, width(lines[target].lowerBound..<position + 1) <= column { position += 1 }
        return (position, column)
    }
}
