/// A ``LineSink`` that records which characters of its paragraph each line shows, for
/// ``TextLine/visualLineRanges(of:toWidth:)``.
///
/// The wrapper hands it substrings of the paragraph itself (which must need no sanitizing), so
/// their indices are the text's own; the spaces before a piece are the bytes just before it.
struct LineRangeSink: LineSink {
    /// The ranges of the lines ended so far.
    private(set) var ranges: [Range<String.Index>] = []
    private var start: String.Index?
    private var end: String.Index
    private let text: String

    /// A sink for the lines of a paragraph of `text` that starts at `paragraphStart`.
    init(text: String, paragraphStart: String.Index) {
        self.text = text
        end = paragraphStart
    }

    mutating func extendLine(spaces: Int, text piece: Substring) {
        // Nothing shown is nowhere: the line starts at what it shows.
        guard spaces > 0 || !piece.isEmpty else { return }
        if start == nil { start = text.utf8.index(piece.startIndex, offsetBy: -spaces) }
        end = piece.endIndex
    }

    mutating func extendLine(tooWide cluster: Substring) {
        extendLine(spaces: 0, text: cluster)
    }

    mutating func endLine() {
        // An empty line is where the last one ended (or where the paragraph starts).
        ranges.append((start ?? end)..<end)
        start = nil
    }
}
