/// Word wrapping to a column width.
extension TextLine {
    /// `text`, sanitized, wrapped into lines of at most `width` columns.
    ///
    /// Line feeds (`\n`, and CR LF) end a paragraph; every other control character is escaped. Lines
    /// break at spaces, which are dropped at the break; spaces inside a line, and at the start of a
    /// paragraph, are kept. A word wider than `width` is broken between grapheme clusters. A cluster
    /// wider than the whole width (a wide character when `width` is 1) shows as `…`. An empty paragraph
    /// gives an empty line, so the result has at least one line per paragraph; a `width` of zero or less
    /// gives no lines at all. Lines are not padded: use
    /// ``NotesTextUI/TextLine/padded(_:toWidth:alignment:)`` for that.
    ///
    /// ```swift
    /// TextLine.wrapped("Buy milk and bread", toWidth: 8)  // ["Buy milk", "and", "bread"]
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func wrapped(_ text: some StringProtocol, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in String(text).split(omittingEmptySubsequences: false, whereSeparator: isLineFeed) {
            var wrapper = LineWrapper(width: width)
            for token in tokens(of: sanitized(paragraph)) { wrapper.add(token) }
            lines += wrapper.finish()
        }
        return lines
    }

    /// Whether `character` ends a paragraph when wrapping.
    private static func isLineFeed(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n"
    }

    /// `paragraph` split into alternating runs of spaces and of everything else.
    private static func tokens(of paragraph: String) -> [Substring] {
        var tokens: [Substring] = []
        var start = paragraph.startIndex
        for index in paragraph.indices where index != start {
            if (paragraph[index] == " ") != (paragraph[start] == " ") {
                tokens.append(paragraph[start..<index])
                start = index
            }
        }
        if start != paragraph.endIndex { tokens.append(paragraph[start...]) }
        return tokens
    }
}
