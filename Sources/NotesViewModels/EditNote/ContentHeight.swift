/// The height of the editor's content field in lines: at least ``minimumLines``, growing with the
/// wrapped line count of the content at the width the front end reports.
///
/// Wrapping is measured by an injected function, one paragraph (text between newlines) at a time,
/// and the result is cached per paragraph. On each ``update(content:width:)`` only the
/// paragraphs touched by the edit are measured again: the edit is found by comparing the new
/// content with the previous one from both ends (eight bytes at a time), and the paragraphs
/// overlapping the changed bytes are re-split and re-measured. A keystroke in a 1 MB note thus
/// costs one pass of byte comparison plus the measurement of one paragraph. A change of width
/// measures everything again.
///
/// Paragraphs are separated by line breaks: `"\n"`, or `"\r\n"`, which Swift reads as one
/// `Character` and which is one line break, not a `"\r"` at the end of a paragraph. A lone `"\r"`
/// is text of its paragraph. The measure never sees a line break.
public struct ContentHeight: Sendable {
    /// Measures how many lines `paragraph` (without its newline) wraps to in `width` columns or
    /// points; the front end's text layout (the text UI measures in columns).
    public typealias LineMeasure = @Sendable (_ paragraph: Substring, _ width: Int) -> Int

    /// The fewest lines the field shows, even when empty.
    public let minimumLines: Int
    private let measure: LineMeasure
    private var text = ""
    private var width: Int?
    /// One entry per paragraph: its UTF-8 length with its line break (1 or 2 bytes, none for the
    /// last paragraph) and its wrapped lines.
    private var paragraphs: [(byteCount: Int, lines: Int)] = []
    private var measuredLines = 0

    /// Creates a height tracker that has measured nothing yet.
    ///
    /// - Parameters:
    ///   - minimumLines: The fewest lines the field shows; 5 by default, at least 1.
    ///   - measure: The wrapped line count of one paragraph at a width; results below 1 count as 1.
    public init(minimumLines: Int = 5, measure: @escaping LineMeasure) {
        self.minimumLines = max(minimumLines, 1)
        self.measure = measure
    }

    /// The field's height in lines for the content last measured.
    public var lineCount: Int { max(minimumLines, measuredLines) }

    /// The wrapped line count of the content last measured, without the minimum.
    public var contentLineCount: Int { measuredLines }

    /// Measures `content` at `width` and returns the field's height in lines.
    ///
    /// Widths below 1 count as 1.
    ///
    /// - Complexity: O(*n*) byte comparison for *n* bytes of content (fast, word-wise) plus
    ///   measuring the edited paragraphs; measuring all paragraphs when the width changed.
    @discardableResult
    public mutating func update(content: String, width: Int) -> Int {
        let width = max(width, 1)
        if width != self.width || paragraphs.isEmpty {
            self.width = width
            text = content
            paragraphs = measureParagraphs(
                in: content, from: 0, to: content.utf8.count, endingTheContent: true, width: width)
            measuredLines = paragraphs.reduce(0) { $0 + $1.lines }
            return lineCount
        }
        let oldCount = text.utf8.count
        let newCount = content.utf8.count
        let prefix = TextScan.commonPrefixLength(text, content)
        if prefix == oldCount && prefix == newCount {
            text = content
            return lineCount
        }
        let suffix = TextScan.commonSuffixLength(text, content, limit: min(oldCount, newCount) - prefix)
        let oldChangeEnd = oldCount - suffix

        // Paragraphs first…last (old) overlap the changed bytes; a paragraph owns the offsets from
        // its start through its line break, so deleting a line break touches the paragraphs on both
        // sides. The range ends after a line feed the change left as it was (or at the end), so a
        // `"\r"` typed before it joins the line break it makes.
        var first = 0
        var start = 0
        while first < paragraphs.count - 1 && start + paragraphs[first].byteCount <= prefix {
            start += paragraphs[first].byteCount
            first += 1
        }
        var last = first
        var end = start + paragraphs[first].byteCount
        while last < paragraphs.count - 1 && end - 1 < oldChangeEnd {
            last += 1
            end += paragraphs[last].byteCount
        }
        let newEnd = end + (newCount - oldCount)
        let replacement = measureParagraphs(
            in: content, from: start, to: newEnd, endingTheContent: last == paragraphs.count - 1, width: width
        )
        for index in first...last { measuredLines -= paragraphs[index].lines }
        for paragraph in replacement { measuredLines += paragraph.lines }
        paragraphs.replaceSubrange(first...last, with: replacement)
        text = content
        return lineCount
    }

    /// Splits `content`'s UTF-8 bytes `start..<end` at line breaks and measures each paragraph.
    ///
    /// `start` is the content's start or follows a line feed; `end` is the content's end or
    /// follows a line feed, so no `"\r\n"` straddles either. The paragraph after the last line
    /// feed is measured only when the range ends the content.
    private func measureParagraphs(
        in content: String, from start: Int, to end: Int, endingTheContent: Bool, width: Int
    ) -> [(byteCount: Int, lines: Int)] {
        let utf8 = content.utf8
        var result: [(byteCount: Int, lines: Int)] = []
        var paragraphStart = utf8.index(utf8.startIndex, offsetBy: start)
        var paragraphStartOffset = start
        var index = paragraphStart
        var offset = start
        var follows: UInt8?
        let endIndex = utf8.index(utf8.startIndex, offsetBy: end)
        while index < endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n") {
                // A line feed is a character of its own or ends a "\r\n": either way, one line break.
                let textEnd = follows == UInt8(ascii: "\r") ? utf8.index(before: index) : index
                result.append(
                    measured(
                        content[paragraphStart..<textEnd], byteCount: offset + 1 - paragraphStartOffset,
                        width: width))
                paragraphStart = utf8.index(after: index)
                paragraphStartOffset = offset + 1
                follows = nil
            } else {
                follows = byte
            }
            index = utf8.index(after: index)
            offset += 1
        }
        if endingTheContent {
            result.append(
                measured(
                    content[paragraphStart..<endIndex], byteCount: end - paragraphStartOffset, width: width))
        }
        return result
    }

    private func measured(_ paragraph: Substring, byteCount: Int, width: Int) -> (byteCount: Int, lines: Int)
    {
        (byteCount, max(measure(paragraph, width), 1))
    }
}
