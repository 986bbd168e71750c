import Terminal

/// Lines put together: a picture indented under a card, a thumbnail drawn over a gallery row.
extension TerminalLine {
    /// This line after `count` spaces, its spans moved with it.
    func indented(by count: Int) -> TerminalLine {
        TerminalLine(
            String(repeating: " ", count: count) + text,
            spans: spans.map {
                StyledSpan($0.range.lowerBound + count..<$0.range.upperBound + count, $0.style)
            })
    }

    /// `base` with the characters from `column` replaced by this line's, and this line's spans
    /// over them; `base` as it is when this line does not fit in it there.
    ///
    /// Columns are characters: the characters of `base` before `column` must be one column wide
    /// (a gallery row's borders and spaces are).
    func overlaid(on base: TerminalLine, at column: Int) -> TerminalLine {
        var characters = Array(base.text)
        let replaced = Array(text)
        guard column >= 0, column + replaced.count <= characters.count else { return base }
        characters.replaceSubrange(column..<column + replaced.count, with: replaced)
        return TerminalLine(
            String(characters),
            spans: base.spans
                + spans.map {
                    StyledSpan($0.range.lowerBound + column..<$0.range.upperBound + column, $0.style)
                })
    }
}
