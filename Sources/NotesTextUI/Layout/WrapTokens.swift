/// One paragraph of sanitized text as alternating runs of spaces and runs of everything else: the
/// tokens ``LineWrapper`` places.
///
/// A space is the grapheme cluster U+0020 alone; a space followed by a combining mark is part of a
/// word. Tokens are slices of the paragraph, so iterating allocates nothing.
struct WrapTokens: Sequence, IteratorProtocol {
    private let paragraph: Substring
    private var start: Substring.Index

    /// The tokens of `paragraph`, which must be sanitized and hold no line feed.
    init(_ paragraph: Substring) {
        self.paragraph = paragraph
        self.start = paragraph.startIndex
    }

    /// The next run, or `nil` at the end of the paragraph; never an empty run.
    ///
    /// - Complexity: O(*k*) in the length of the run.
    mutating func next() -> Substring? {
        guard start < paragraph.endIndex else { return nil }
        let isSpace = paragraph[start] == " "
        var end = paragraph.index(after: start)
        while end < paragraph.endIndex && (paragraph[end] == " ") == isSpace {
            end = paragraph.index(after: end)
        }
        defer { start = end }
        return paragraph[start..<end]
    }
}
