/// Everything on the screen at one moment: lines from the top, and where the cursor shows, if anywhere.
public struct TerminalFrame: Sendable, Hashable {
    /// The lines from the top row; rows past the last line are blank.
    public var lines: [TerminalLine]
    /// Where the cursor is shown; nil keeps it hidden.
    public var cursor: CursorPosition?
    /// Pictures over the lines, drawn where the terminal has an inline image protocol.
    public var images: [TerminalImage]

    /// A frame of lines, with the cursor hidden unless placed, and no pictures unless given.
    public init(lines: [TerminalLine], cursor: CursorPosition? = nil, images: [TerminalImage] = []) {
        self.lines = lines
        self.cursor = cursor
        self.images = images
    }

    /// A frame of plain text, one line per `\n`-separated line.
    public init(text: String, cursor: CursorPosition? = nil) {
        self.init(
            lines: text.split(separator: "\n", omittingEmptySubsequences: false).map {
                TerminalLine(String($0))
            },
            cursor: cursor)
    }
}
