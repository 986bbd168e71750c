/// How many lines ``NotesTextUI/TextLine/wrapped(_:toWidth:)`` gives for one paragraph, counted
/// without building the lines.
///
/// Follows the same rules as the wrapper: text is sanitized, split into runs of spaces and of
/// everything else; spaces at a break are dropped, spaces at the start of the paragraph are kept;
/// a run wider than the width is broken between grapheme clusters, and a cluster wider than the
/// whole width takes a line of its own.
enum WrappedLineCount {
    /// The wrapped line count of `paragraph` (text without line feeds; a trailing carriage return,
    /// the first half of a CR LF, is ignored) at `width` columns; at least 1.
    ///
    /// - Complexity: O(*n*) in the length of the paragraph.
    static func of(_ paragraph: Substring, width: Int) -> Int {
        let width = max(width, 1)
        var text = paragraph
        if text.utf8.last == UInt8(ascii: "\r") {
            text = text[..<text.utf8.index(before: text.utf8.endIndex)]
        }
        let clean = TextLine.sanitized(text)
        var counter = Counter(width: width)
        var runStart = clean.startIndex
        var index = clean.startIndex
        while index < clean.endIndex {
            let next = clean.index(after: index)
            if next == clean.endIndex || (clean[next] == " ") != (clean[runStart] == " ") {
                counter.add(clean[runStart..<next])
                runStart = next
            }
            index = next
        }
        return counter.finish()
    }

    /// The line-filling state of ``LineWrapper``, keeping widths and counts instead of text.
    private struct Counter {
        let width: Int
        var lines = 0
        var lineHasText = false
        var lineWidth = 0
        var pendingSpaces = 0
        var isAtParagraphStart = true

        init(width: Int) {
            self.width = width
        }

        mutating func add(_ token: Substring) {
            if token.first == " " {
                pendingSpaces += token.count
                return
            }
            let tokenWidth = TextWidth.of(token)
            let gap = !lineHasText && !isAtParagraphStart ? 0 : pendingSpaces
            pendingSpaces = 0
            if lineWidth + gap + tokenWidth <= width {
                lineWidth += gap + tokenWidth
                lineHasText = lineHasText || gap > 0 || !token.isEmpty
                return
            }
            if lineHasText { breakLine() }
            isAtParagraphStart = false
            guard tokenWidth > width else {
                lineHasText = true
                lineWidth = tokenWidth
                return
            }
            // Greedy pieces of whole clusters; the last piece stays on the line.
            var pieceWidth = 0
            var pieceHasText = false
            for character in token {
                let characterWidth = TextWidth.of(character: character)
                if pieceWidth + characterWidth <= width {
                    pieceWidth += characterWidth
                    pieceHasText = true
                    continue
                }
                if pieceHasText { lines += 1 }
                if characterWidth > width {
                    lines += 1
                    pieceWidth = 0
                    pieceHasText = false
                } else {
                    pieceWidth = characterWidth
                    pieceHasText = true
                }
            }
            lineWidth = pieceWidth
            lineHasText = pieceHasText
        }

        mutating func finish() -> Int {
            lineHasText || lines == 0 ? lines + 1 : lines
        }

        private mutating func breakLine() {
            lines += 1
            lineHasText = false
            lineWidth = 0
        }
    }
}
