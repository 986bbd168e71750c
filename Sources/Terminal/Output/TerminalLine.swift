/// One line of a frame: text with optional styled spans.
///
/// Control characters in the text are drawn as visible stand-ins (`␛`, `\u{9B}`), never written
/// live; sanitize text before measuring it for layout so that its width is the stand-ins' width.
/// Characters no span covers are plain. Where spans overlap, the later one wins.
public struct TerminalLine: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The text.
    public var text: String
    /// Styles over ranges of the text's characters.
    public var spans: [StyledSpan]

    /// A line of text, plain unless `spans` style parts of it.
    public init(_ text: String, spans: [StyledSpan] = []) {
        self.text = text
        self.spans = spans
    }

    /// A plain line.
    public init(stringLiteral text: String) {
        self.init(text)
    }
}
