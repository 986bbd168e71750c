import NotesTextUI

/// Moving the caret by the lines the user sees: a long paragraph wrapped at the field's width is
/// several lines, and ↑/↓ go through them as an editor's do.
extension TextFieldEditor {
    /// Moves the caret `count` wrapped lines down (or up, when negative) at `width` columns.
    ///
    /// Lines are as ``NotesTextUI/TextLine/wrapped(_:toWidth:)`` wraps the text. The caret goes to
    /// the place nearest `goalColumn` columns from the line's start that is not past it (the
    /// caret's own column when nil). Stops at the first or last line.
    ///
    /// Returns the column to keep as the goal for the next vertical move (so that passing a short
    /// line comes back to the same column), or nil when the caret was on the first (last) line
    /// already and stayed.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public mutating func moveByVisualLines(_ count: Int, width: Int, goalColumn: Int?) -> Int? {
        let lines = TextLine.visualLineRanges(of: text, toWidth: width)
        let caret = caretIndex
        guard let current = lines.lastIndex(where: { $0.lowerBound <= caret }) else { return nil }
        let target = min(max(current + count, 0), lines.count - 1)
        guard target != current else { return nil }
        let line = lines[current]
        let column =
            goalColumn
            ?? TextWidth.of(text[line.lowerBound..<min(max(caret, line.lowerBound), line.upperBound)])
        moveCaret(to: position(onLine: target, of: lines, atColumn: column))
        return column
    }

    /// The place on `lines[index]` nearest `column` columns from its start without passing it.
    ///
    /// A line that runs on into the next without a break ends one character early: a caret at its
    /// very end would be drawn at the start of the next line.
    private func position(onLine index: Int, of lines: [Range<String.Index>], atColumn column: Int)
        -> String.Index
    {
        let line = lines[index]
        var end = line.upperBound
        if index + 1 < lines.count, lines[index + 1].lowerBound == end, end > line.lowerBound {
            end = text.index(before: end)
        }
        var position = line.lowerBound
        var width = 0
        while position < end {
            let next = text.index(after: position)
            width += TextWidth.of(text[position..<next])
            if width > column { break }
            position = next
        }
        return position
    }
}
