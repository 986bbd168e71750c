/// One paragraph of sanitized text as alternating runs of spaces and runs of everything else: the
/// tokens ``LineWrapper`` places.
///
/// A space is the grapheme cluster U+0020 alone; a space followed by a combining mark is part of a
/// word. Tokens are slices of the paragraph, so iterating allocates nothing.
struct WrapTokens: Sequence, IteratorProtocol {
    private let paragraph: Substring
    private var start: Substring.Index
    /// Whether the paragraph is ASCII, so that (being sanitized) each byte is a grapheme cluster and
    /// runs can be found byte by byte.
    private let isASCII: Bool

    /// The tokens of `paragraph`, which must be sanitized and hold no line feed.
    ///
    /// - Complexity: O(*n*) in the length of the paragraph, to see whether it is ASCII.
    init(_ paragraph: Substring) {
        self.paragraph = paragraph
        self.start = paragraph.startIndex
        self.isASCII = paragraph.utf8.allSatisfy { $0 < 0x80 }
    }

    /// The next run, or `nil` at the end of the paragraph; never an empty run.
    ///
    /// - Complexity: O(*k*) in the length of the run.
    mutating func next() -> Substring? {
        guard start < paragraph.endIndex else { return nil }
        let end = isASCII ? asciiRunEnd() : runEnd()
        defer { start = end }
        return paragraph[start..<end]
    }

    /// The end of the run starting at `start`, cluster by cluster.
    private func runEnd() -> Substring.Index {
        let isSpace = paragraph[start] == " "
        var end = paragraph.index(after: start)
        while end < paragraph.endIndex && (paragraph[end] == " ") == isSpace {
            end = paragraph.index(after: end)
        }
        return end
    }

    /// The end of the run starting at `start` in an ASCII paragraph, byte by byte.
    private func asciiRunEnd() -> Substring.Index {
        let bytes = paragraph.utf8
        let isSpace = bytes[start] == UInt8(ascii: " ")
        var end = bytes.index(after: start)
        while end < bytes.endIndex && (bytes[end] == UInt8(ascii: " ")) == isSpace {
            end = bytes.index(after: end)
        }
        return end
    }
}
