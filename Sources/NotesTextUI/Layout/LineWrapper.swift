/// Greedy line filling for one paragraph of sanitized text, fed one token at a time.
///
/// Tokens alternate between runs of spaces and runs of everything else (see
/// ``TextLine/wrapped(_:toWidth:)``). Spaces are held back until the next word shows whether it stays on
/// the line, and are dropped at a break; spaces before the first word of the paragraph are kept when
/// that word fits after them.
struct LineWrapper {
    /// The widest a line may be; at least 1.
    let width: Int
    private var lines: [String] = []
    private var line = ""
    private var lineWidth = 0
    private var pendingSpaces = 0
    private var isAtParagraphStart = true

    /// A wrapper for lines of at most `width` columns.
    init(width: Int) {
        self.width = width
    }

    /// Places `token`, a run of spaces or a run of other characters, breaking lines as needed.
    mutating func add(_ token: Substring) {
        if token.first == " " {
            pendingSpaces += token.count
            return
        }
        let tokenWidth = TextWidth.of(token)
        let gap = line.isEmpty && !isAtParagraphStart ? 0 : pendingSpaces
        pendingSpaces = 0
        if lineWidth + gap + tokenWidth <= width {
            line += TextLine.spaces(gap) + token
            lineWidth += gap + tokenWidth
            return
        }
        if !line.isEmpty { breakLine() }
        isAtParagraphStart = false
        var rest = token
        while TextWidth.of(rest) > width {
            let piece = TextLine.prefix(of: rest, width: width)
            if piece.text.isEmpty {
                // A cluster wider than the whole line: show that something is there.
                line = "…"
                rest = rest.dropFirst()
            } else {
                line = String(piece.text)
                rest = rest[piece.text.endIndex...]
            }
            breakLine()
        }
        line = String(rest)
        lineWidth = TextWidth.of(rest)
    }

    /// The paragraph's lines; an empty paragraph gives one empty line.
    mutating func finish() -> [String] {
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    private mutating func breakLine() {
        lines.append(line)
        line = ""
        lineWidth = 0
    }
}
