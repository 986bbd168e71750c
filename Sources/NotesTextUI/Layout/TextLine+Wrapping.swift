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
    /// ``NotesTextUI/TextLine/padded(_:toWidth:alignment:)`` for that. To know only how many lines there
    /// are, use ``NotesTextUI/TextLine/wrappedLineCount(_:toWidth:)``, which builds none.
    ///
    /// ```swift
    /// TextLine.wrapped("Buy milk and bread", toWidth: 8)  // ["Buy milk", "and", "bread"]
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func wrapped(_ text: some StringProtocol, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        return fillLines(of: text, toWidth: width, into: LineTextSink()).lines
    }

    /// The number of lines ``NotesTextUI/TextLine/wrapped(_:toWidth:)`` gives for `text` at `width`
    /// columns, counted without building them.
    ///
    /// Every decision is the wrapper's own, so the count always equals
    /// `TextLine.wrapped(text, toWidth: width).count`: at least one line per paragraph (line feeds and
    /// CR LF end a paragraph), and 0 when `width` is zero or less. Nothing is allocated but a sanitized
    /// copy of each paragraph that holds control characters, so it is cheap enough to call on every
    /// keystroke.
    ///
    /// ```swift
    /// TextLine.wrappedLineCount("Buy milk and bread", toWidth: 8)  // 3
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func wrappedLineCount(_ text: some StringProtocol, toWidth width: Int) -> Int {
        guard width > 0 else { return 0 }
        return fillLines(of: text, toWidth: width, into: LineCountSink()).count
    }

    /// Wraps every paragraph of `text` into `sink` at `width` columns (at least 1) and returns it.
    ///
    /// Paragraphs end at a line feed; a carriage return just before it belongs to the line feed, as
    /// the grapheme cluster CR LF does.
    private static func fillLines<Sink: LineSink>(
        of text: some StringProtocol, toWidth width: Int, into sink: Sink
    ) -> Sink {
        var wrapper = LineWrapper(width: width, sink: sink)
        // A substring is wrapped in place; any other text is viewed whole, which copies nothing for a
        // `String`.
        let text = text as? Substring ?? Substring(String(text))
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            // A line feed is always a grapheme cluster of its own or the end of CR LF, so its byte is
            // where the paragraph ends.
            if bytes[index] == UInt8(ascii: "\n") {
                var end = index
                if end > start && bytes[bytes.index(before: end)] == UInt8(ascii: "\r") {
                    end = bytes.index(before: end)
                }
                wrapper.wrap(paragraph: sanitizedParagraph(text[start..<end]))
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        wrapper.wrap(paragraph: sanitizedParagraph(text[start...]))
        return wrapper.sink
    }

    /// `paragraph` itself when it has nothing to escape, or its ``sanitized(_:)`` copy.
    private static func sanitizedParagraph(_ paragraph: Substring) -> Substring {
        needsSanitizing(paragraph) ? Substring(sanitized(paragraph)) : paragraph
    }
}
