import Terminal

/// What a screen draws in the body of the terminal: its lines, and where its caret is.
struct ScreenFrame {
    /// The lines, top first; the app pads or cuts them to the body's height.
    var lines: [TerminalLine]
    /// The caret, in the body's columns and lines, while a text field has the keys.
    var caret: (column: Int, row: Int)?

    /// A frame of `lines` with the caret at `caret`.
    init(_ lines: [TerminalLine], caret: (column: Int, row: Int)? = nil) {
        self.lines = lines
        self.caret = caret
    }
}
