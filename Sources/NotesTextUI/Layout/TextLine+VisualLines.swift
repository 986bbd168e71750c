/// Where wrapped lines come from in the text, for moving a caret by the lines a user sees.
extension TextLine {
    /// The range of `text` each line of ``wrapped(_:toWidth:)`` shows, in order: one range per line,
    /// as many as it gives.
    ///
    /// A range holds the characters on its line; the spaces dropped at a break belong to no range
    /// (they lie between one line's end and the next one's start). An empty line's range is empty,
    /// at the start of its paragraph (or where the line before it ended). A paragraph holding
    /// characters that are shown escaped (controls, bidirectional marks) is wrapped as shown, and
    /// a line that starts or ends inside an escape (`\u{202E}` broken across two lines) holds the
    /// whole escaped character on the line where it starts.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func visualLineRanges(of text: String, toWidth width: Int) -> [Range<String.Index>] {
        guard width > 0 else { return [] }
        var ranges: [Range<String.Index>] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        func wrap(upTo end: String.Index) {
            let paragraph = text[start..<end]
            if needsSanitizing(paragraph) {
                ranges += escapedParagraphRanges(paragraph, toWidth: width)
                return
            }
            var wrapper = LineWrapper(width: width, sink: LineRangeSink(text: text, paragraphStart: start))
            wrapper.wrap(paragraph: paragraph)
            ranges += wrapper.sink.ranges
        }
        while index < bytes.endIndex {
            // A paragraph ends at a line feed, and at the carriage return of a CR LF before it.
            if bytes[index] == UInt8(ascii: "\n") {
                var end = index
                if end > start && bytes[bytes.index(before: end)] == UInt8(ascii: "\r") {
                    end = bytes.index(before: end)
                }
                wrap(upTo: end)
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        wrap(upTo: bytes.endIndex)
        return ranges
    }

    /// The lines of a paragraph that holds escaped characters, wrapped as its sanitized text is
    /// shown, as ranges of the paragraph's own characters.
    private static func escapedParagraphRanges(_ paragraph: Substring, toWidth width: Int) -> [Range<
        String.Index
    >] {
        // Sanitizing maps each scalar alone, so the characters' escapes put together are the text
        // the screen wraps; each one's first byte there says which character it shows.
        var shown = ""
        var starts: [(offset: Int, index: String.Index)] = []
        for index in paragraph.indices {
            starts.append((shown.utf8.count, index))
            shown += sanitized(String(paragraph[index]))
        }
        var wrapper = LineWrapper(
            width: width, sink: LineRangeSink(text: shown, paragraphStart: shown.startIndex))
        wrapper.wrap(paragraph: Substring(shown))
        func source(_ index: String.Index, roundingUp: Bool) -> String.Index {
            let offset = shown.utf8.distance(from: shown.startIndex, to: index)
            guard let last = starts.lastIndex(where: { $0.offset <= offset }) else {
                return paragraph.startIndex
            }
            if starts[last].offset == offset || !roundingUp { return starts[last].index }
            return last + 1 < starts.count ? starts[last + 1].index : paragraph.endIndex
        }
        return wrapper.sink.ranges.map { range in
            let lower = source(range.lowerBound, roundingUp: false)
            return lower..<max(lower, source(range.upperBound, roundingUp: true))
        }
    }
}
