/// A text field edited from a keyboard: the text and a caret, with the moves and edits a terminal
/// user expects (arrows, Home/End, word moves, Backspace/Delete, paste).
///
/// A pure value: the terminal front end keeps one per focused field and hands the text to the view
/// model after every edit. A single-line field turns pasted or typed line breaks into spaces; a
/// multi-line one keeps `\n` and turns CR LF and a lone CR (what terminals send for a pasted line
/// break) into `\n`.
///
/// The caret is kept as a UTF-8 offset that always lies on a character (grapheme cluster) boundary
/// of the text, so it cannot drift from the text: a scalar that joins the character before it (a
/// combining accent, an Indic or Thai vowel sign, a skin tone, a second regional indicator, a
/// zero-width joiner, a variation selector) arrives as a key of its own and merges into that
/// character, and the caret stays after it. After every edit the caret is moved to the nearest
/// boundary: after the text an insertion joined, or to where an edit made two characters one.
/// Moves and deletions step by whole characters, so Backspace after `e` + U+0301 removes both.
public struct TextFieldEditor: Hashable, Sendable {
    /// The text as edited.
    public private(set) var text: String
    /// The caret, in UTF-8 bytes from the start; always on a character boundary of ``text``.
    private var caretOffset: Int
    /// Whether the field holds several lines (the note's content) or one (the title, a search).
    public let isMultiline: Bool

    /// A field holding `text` with the caret at its end.
    public init(text: String, isMultiline: Bool) {
        self.text = isMultiline ? text : Self.singleLine(text)
        self.caretOffset = self.text.utf8.count
        self.isMultiline = isMultiline
    }

    /// A field holding `text` with the caret `caretOffset` UTF-8 bytes from its start, moved back
    /// to the character boundary at or before it, and to the end when past it: a caret kept over
    /// a text that a view model owns and may have changed.
    ///
    /// - Complexity: O(*n*) in the length of the text before the caret.
    init(text: String, caretOffset: Int, isMultiline: Bool) {
        self.init(text: text, isMultiline: isMultiline)
        self.caretOffset = min(max(caretOffset, 0), self.text.utf8.count)
        snapCaret(roundingUp: false)
    }

    /// The caret, in UTF-8 bytes from the start: what a screen keeps of the field.
    var caretUTF8Offset: Int { caretOffset }

    /// The caret as an index into ``text``, on a character boundary.
    ///
    /// - Complexity: O(1) for native strings.
    public var caretIndex: String.Index { index(atOffset: caretOffset) }

    /// The text before the caret: what a front end measures to place the caret on screen.
    public var textBeforeCaret: Substring { text[..<caretIndex] }

    /// The caret, in characters from the start: `0...text.count`.
    ///
    /// - Complexity: O(*n*) in the length of the text before the caret.
    public var caret: Int { textBeforeCaret.count }

    /// Inserts `typed` at the caret and moves the caret after it, or after the character it joined.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public mutating func insert(_ typed: String) {
        let inserted = isMultiline ? Self.unifiedLineBreaks(typed) : Self.singleLine(typed)
        guard !inserted.isEmpty else { return }
        text.insert(contentsOf: inserted, at: caretIndex)
        caretOffset += inserted.utf8.count
        snapCaret(roundingUp: true)
    }

    /// Deletes the character before the caret (Backspace).
    public mutating func deleteBackward() {
        let caret = caretIndex
        guard caret > text.startIndex else { return }
        replace(text.index(before: caret)..<caret)
    }

    /// Deletes the character after the caret (Delete).
    public mutating func deleteForward() {
        let caret = caretIndex
        guard caret < text.endIndex else { return }
        replace(caret..<text.index(after: caret))
    }

    /// Deletes from the start of the word before the caret to the caret (Ctrl-W, Alt-Backspace).
    public mutating func deleteWordBackward() {
        let caret = caretIndex
        let start = wordStart(before: caret)
        guard start < caret else { return }
        replace(start..<caret)
    }

    /// Moves the caret one character left, stopping at the start.
    public mutating func moveLeft() {
        let caret = caretIndex
        guard caret > text.startIndex else { return }
        moveCaret(to: text.index(before: caret))
    }

    /// Moves the caret one character right, stopping at the end.
    public mutating func moveRight() {
        let caret = caretIndex
        guard caret < text.endIndex else { return }
        moveCaret(to: text.index(after: caret))
    }

    /// Moves the caret to the start of the word before it (Ctrl-Left, Alt-B).
    public mutating func moveWordLeft() { moveCaret(to: wordStart(before: caretIndex)) }

    /// Moves the caret past the end of the word after it (Ctrl-Right, Alt-F).
    public mutating func moveWordRight() {
        var position = caretIndex
        while position < text.endIndex, !Self.isWordCharacter(text[position]) {
            position = text.index(after: position)
        }
        while position < text.endIndex, Self.isWordCharacter(text[position]) {
            position = text.index(after: position)
        }
        moveCaret(to: position)
    }

    /// Moves the caret to the start of its line (Home, Ctrl-A).
    public mutating func moveToLineStart() { moveCaret(to: lineBounds(around: caretIndex).lowerBound) }

    /// Moves the caret to the end of its line (End, Ctrl-E).
    public mutating func moveToLineEnd() { moveCaret(to: lineBounds(around: caretIndex).upperBound) }

    /// Moves the caret to the line above, keeping its column (in characters) where that line is long
    /// enough.
    ///
    /// Returns whether it moved to another line; on the first line it stays.
    @discardableResult
    public mutating func moveUp() -> Bool {
        let caret = caretIndex
        let line = lineBounds(around: caret)
        guard line.lowerBound > text.startIndex else { return false }
        let column = text[line.lowerBound..<caret].count
        let above = lineBounds(around: text.index(before: line.lowerBound))
        moveCaret(
            to: text.index(above.lowerBound, offsetBy: column, limitedBy: above.upperBound)
                ?? above.upperBound)
        return true
    }

    /// Moves the caret to the line below, keeping its column (in characters) where that line is long
    /// enough.
    ///
    /// Returns whether it moved to another line; on the last line it stays.
    @discardableResult
    public mutating func moveDown() -> Bool {
        let caret = caretIndex
        let line = lineBounds(around: caret)
        guard line.upperBound < text.endIndex else { return false }
        let column = text[line.lowerBound..<caret].count
        let below = lineBounds(around: text.index(after: line.upperBound))
        moveCaret(
            to: text.index(below.lowerBound, offsetBy: column, limitedBy: below.upperBound)
                ?? below.upperBound)
        return true
    }

    /// The caret's line (0-based) and column in characters.
    ///
    /// - Complexity: O(*n*) in the length of the text before the caret.
    public var caretLineAndColumn: (line: Int, column: Int) {
        var line = 0
        var column = 0
        for character in textBeforeCaret {
            if Self.isLineBreak(character) {
                line += 1
                column = 0
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    // MARK: The caret

    private func index(atOffset offset: Int) -> String.Index {
        text.utf8.index(text.startIndex, offsetBy: offset)
    }

    mutating func moveCaret(to index: String.Index) {
        caretOffset = text.utf8.distance(from: text.startIndex, to: index)
    }

    /// Removes `range` (whole characters), leaves the caret at its start, and moves it back to a
    /// boundary if the characters on either side joined.
    private mutating func replace(_ range: Range<String.Index>) {
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        text.removeSubrange(range)
        caretOffset = start
        snapCaret(roundingUp: false)
    }

    /// Moves the caret to the character boundary at or after (`roundingUp`) or before it.
    ///
    /// - Complexity: O(*n*) in the length of the text before the caret: boundaries are found by
    ///   walking the characters from the start, as only that is certain to group regional
    ///   indicators as the text's own characters do.
    private mutating func snapCaret(roundingUp: Bool) {
        let target = caretIndex
        var boundary = text.startIndex
        while boundary < target {
            let next = text.index(after: boundary)
            if next > target {
                if roundingUp { boundary = next }
                break
            }
            boundary = next
        }
        moveCaret(to: boundary)
    }

    // MARK: Lines and words

    /// The characters of the line holding `index`, without its line break.
    private func lineBounds(around index: String.Index) -> Range<String.Index> {
        var start = index
        while start > text.startIndex {
            let before = text.index(before: start)
            if Self.isLineBreak(text[before]) { break }
            start = before
        }
        var end = index
        while end < text.endIndex, !Self.isLineBreak(text[end]) { end = text.index(after: end) }
        return start..<end
    }

    private func wordStart(before index: String.Index) -> String.Index {
        var position = index
        while position > text.startIndex, !Self.isWordCharacter(text[text.index(before: position)]) {
            position = text.index(before: position)
        }
        while position > text.startIndex, Self.isWordCharacter(text[text.index(before: position)]) {
            position = text.index(before: position)
        }
        return position
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// A line break as the screen wraps it: a line feed, or CR LF.
    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n"
    }

    private static func singleLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    /// `text` with CR LF and lone CRs as `\n`.
    private static func unifiedLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        var result = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            // The CR of a CR LF is already a line feed.
            if !(scalar == "\n" && afterCarriageReturn) { result.append(scalar == "\r" ? "\n" : scalar) }
            afterCarriageReturn = scalar == "\r"
        }
        return String(result)
    }
}
