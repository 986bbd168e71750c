/// A run of a screen's cells that show a search match: the characters are the text's own, and a
/// front end draws them highlighted (in reverse video or underlined), never with marks of their own.
///
/// A review records them as reversed cells beside the text.
public struct HighlightSpan: Hashable, Sendable {
    /// The line of the screen's text, from 0.
    public var line: Int
    /// The characters of the line the highlight covers, from 0.
    public var columns: Range<Int>

    /// A highlight over `columns` of `line`.
    public init(line: Int, columns: Range<Int>) {
        self.line = line
        self.columns = columns
    }
}
