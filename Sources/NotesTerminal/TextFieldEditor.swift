/// A text field edited from a keyboard: the text and a caret, with the moves and edits a terminal
/// user expects (arrows, Home/End, word moves, Backspace/Delete, paste).
///
/// A pure value: the terminal front end keeps one per focused field and hands the text to the view
/// model after every edit. The caret is a character offset, `0...text.count`. A single-line field
/// turns pasted or typed line breaks into spaces.
public struct TextFieldEditor: Hashable, Sendable {
    /// The text as edited.
    public private(set) var text: String
    /// The caret, in characters from the start.
    public private(set) var caret: Int
    /// Whether the field holds several lines (the note's content) or one (the title, a search).
    public let isMultiline: Bool

    /// A field holding `text` with the caret at its end.
    public init(text: String, isMultiline: Bool) {
        self.text = isMultiline ? text : Self.singleLine(text)
        self.caret = self.text.count
        self.isMultiline = isMultiline
    }

    private var characters: [Character] { Array(text) }

    /// Inserts `typed` at the caret and moves the caret after it.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public mutating func insert(_ typed: String) {
        let inserted =
            isMultiline ? typed.replacingOccurrences(of: "\r\n", with: "\n") : Self.singleLine(typed)
        guard !inserted.isEmpty else { return }
        var all = characters
        all.insert(contentsOf: inserted, at: caret)
        text = String(all)
        caret += inserted.count
    }

    /// Deletes the character before the caret (Backspace).
    public mutating func deleteBackward() {
        guard caret > 0 else { return }
        var all = characters
        all.remove(at: caret - 1)
        text = String(all)
        caret -= 1
    }

    /// Deletes the character after the caret (Delete).
    public mutating func deleteForward() {
        var all = characters
        guard caret < all.count else { return }
        all.remove(at: caret)
        text = String(all)
    }

    /// Deletes from the start of the word before the caret to the caret (Ctrl-W, Alt-Backspace).
    public mutating func deleteWordBackward() {
        let start = wordStart(before: caret)
        guard start < caret else { return }
        var all = characters
        all.removeSubrange(start..<caret)
        text = String(all)
        caret = start
    }

    /// Moves the caret one character left, stopping at the start.
    public mutating func moveLeft() { caret = max(caret - 1, 0) }

    /// Moves the caret one character right, stopping at the end.
    public mutating func moveRight() { caret = min(caret + 1, text.count) }

    /// Moves the caret to the start of the word before it (Ctrl-Left, Alt-B).
    public mutating func moveWordLeft() { caret = wordStart(before: caret) }

    /// Moves the caret past the end of the word after it (Ctrl-Right, Alt-F).
    public mutating func moveWordRight() {
        let all = characters
        var position = caret
        while position < all.count, !Self.isWordCharacter(all[position]) { position += 1 }
        while position < all.count, Self.isWordCharacter(all[position]) { position += 1 }
        caret = position
    }

    /// Moves the caret to the start of its line (Home, Ctrl-A).
    public mutating func moveToLineStart() { caret = lineBounds(around: caret).lowerBound }

    /// Moves the caret to the end of its line (End, Ctrl-E).
    public mutating func moveToLineEnd() { caret = lineBounds(around: caret).upperBound }

    /// Moves the caret to the line above, keeping its column where that line is long enough.
    ///
    /// Returns whether it moved to another line; on the first line it stays.
    @discardableResult
    public mutating func moveUp() -> Bool {
        let line = lineBounds(around: caret)
        guard line.lowerBound > 0 else { return false }
        let column = caret - line.lowerBound
        let above = lineBounds(around: line.lowerBound - 1)
        caret = min(above.lowerBound + column, above.upperBound)
        return true
    }

    /// Moves the caret to the line below, keeping its column where that line is long enough.
    ///
    /// Returns whether it moved to another line; on the last line it stays.
    @discardableResult
    public mutating func moveDown() -> Bool {
        let line = lineBounds(around: caret)
        guard line.upperBound < text.count else { return false }
        let column = caret - line.lowerBound
        let below = lineBounds(around: line.upperBound + 1)
        caret = min(below.lowerBound + column, below.upperBound)
        return true
    }

    /// The caret's line (0-based) and column in characters.
    public var caretLineAndColumn: (line: Int, column: Int) {
        let before = characters.prefix(caret)
        let line = before.filter { $0 == "\n" }.count
        let column = before.count - (before.lastIndex(of: "\n").map { $0 + 1 } ?? 0)
        return (line, column)
    }

    /// The range of character offsets of the line holding `offset`, without its line break.
    private func lineBounds(around offset: Int) -> Range<Int> {
        let all = characters
        var start = min(offset, all.count)
        while start > 0, all[start - 1] != "\n" { start -= 1 }
        var end = min(offset, all.count)
        while end < all.count, all[end] != "\n" { end += 1 }
        return start..<end
    }

    private func wordStart(before offset: Int) -> Int {
        let all = characters
        var position = offset
        while position > 0, !Self.isWordCharacter(all[position - 1]) { position -= 1 }
        while position > 0, Self.isWordCharacter(all[position - 1]) { position -= 1 }
        return position
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private static func singleLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
