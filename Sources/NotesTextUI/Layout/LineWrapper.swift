/// Greedy line filling for sanitized text, one paragraph at a time: the one place where wrapping
/// decides where lines break.
///
/// Each paragraph is placed token by token (see ``WrapTokens``). Spaces are held back until the next
/// word shows whether it stays on the line, and are dropped at a break; spaces before the first word of
/// the paragraph are kept when that word fits after them. A word wider than the width is broken between
/// grapheme clusters, and a cluster wider than the whole width takes a line of its own shown as `…`.
/// An empty paragraph gives one empty line. What the lines hold is up to `Sink`: their text
/// (``LineTextSink``) or only their number (``LineCountSink``).
struct LineWrapper<Sink: LineSink> {
    /// The widest a line may be; at least 1.
    let width: Int
    /// The lines placed so far.
    private(set) var sink: Sink
    private var lineWidth = 0
    private var lineHasText = false
    private var pendingSpaces = 0
    private var isAtParagraphStart = true
    private var hasEndedLineInParagraph = false

    /// A wrapper for lines of at most `width` columns, placing them in `sink`.
    init(width: Int, sink: Sink) {
        self.width = width
        self.sink = sink
    }

    /// Places the lines of `paragraph`, which must be sanitized and hold no line feed.
    ///
    /// - Complexity: O(*n*) in the length of the paragraph, times the number of lines a word wider
    ///   than the width is broken into.
    mutating func wrap(paragraph: Substring) {
        lineWidth = 0
        lineHasText = false
        pendingSpaces = 0
        isAtParagraphStart = true
        hasEndedLineInParagraph = false
        for token in WrapTokens(paragraph) { add(token) }
        if lineHasText || !hasEndedLineInParagraph { endLine() }
    }

    /// Places `token`, a run of spaces or a run of other characters, breaking lines as needed.
    private mutating func add(_ token: Substring) {
        if token.first == " " {
            pendingSpaces += token.utf8.count  // each space is one byte
            return
        }
        let tokenWidth = TextWidth.of(token)
        let gap = !lineHasText && !isAtParagraphStart ? 0 : pendingSpaces
        pendingSpaces = 0
        if lineWidth + gap + tokenWidth <= width {
            sink.extendLine(spaces: gap, text: token)
            lineWidth += gap + tokenWidth
            lineHasText = true
            return
        }
        if lineHasText { endLine() }
        isAtParagraphStart = false
        var rest = token
        while TextWidth.of(rest) > width {
            let piece = TextLine.prefix(of: rest, width: width)
            if piece.text.isEmpty {
                // A cluster wider than the whole line: show that something is there.
                sink.extendLine(tooWide: rest.prefix(1))
                rest = rest.dropFirst()
            } else {
                sink.extendLine(spaces: 0, text: piece.text)
                rest = rest[piece.text.endIndex...]
            }
            endLine()
        }
        sink.extendLine(spaces: 0, text: rest)
        lineWidth = TextWidth.of(rest)
        lineHasText = !rest.isEmpty
    }

    private mutating func endLine() {
        sink.endLine()
        hasEndedLineInParagraph = true
        lineWidth = 0
        lineHasText = false
    }
}
