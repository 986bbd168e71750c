/// What a ``TerminalSession`` turns on, and how it decodes input.
public struct TerminalOptions: Sendable, Hashable {
    /// Whether the program draws on the alternate screen, giving the user's screen back on exit.
    public var alternateScreen: Bool
    /// Whether mouse presses, drags, releases and the wheel are reported (SGR form).
    public var mouseReporting: Bool
    /// Whether pasted text arrives as one ``TerminalEvent/paste(_:)``.
    public var bracketedPaste: Bool
    /// Whether frames are wrapped in synchronized output (DEC mode 2026); terminals without it ignore it.
    public var synchronizedOutput: Bool
    /// Whether Ctrl-Z suspends the program (as the shell would); when false it arrives as a key.
    public var suspendsOnControlZ: Bool
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    public var escapeTimeout: Duration
    /// How colours are written.
    public var colors: ColorCapability
    /// How pictures are drawn, or `nil` when the terminal has no known way.
    public var inlineImages: InlineImageProtocol?

    /// Options; by default the alternate screen, bracketed paste, synchronized output and
    /// suspend on Ctrl-Z are on, the mouse is off, and Esc waits 50 ms.
    public init(
        alternateScreen: Bool = true, mouseReporting: Bool = false, bracketedPaste: Bool = true,
        synchronizedOutput: Bool = true, suspendsOnControlZ: Bool = true,
        escapeTimeout: Duration = .milliseconds(50), colors: ColorCapability = .standard16,
        inlineImages: InlineImageProtocol? = nil
    ) {
        self.alternateScreen = alternateScreen
        self.mouseReporting = mouseReporting
        self.bracketedPaste = bracketedPaste
        self.synchronizedOutput = synchronizedOutput
        self.suspendsOnControlZ = suspendsOnControlZ
        self.escapeTimeout = escapeTimeout
        self.colors = colors
        self.inlineImages = inlineImages
    }

    /// The sequences that turn the options on, in order: alternate screen, hidden cursor, mouse, paste.
    var enterSequence: String {
        var text = ""
        if alternateScreen { text += "\u{1B}[?1049h" }
        text += "\u{1B}[?25l"
        if mouseReporting { text += "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" }
        if bracketedPaste { text += "\u{1B}[?2004h" }
        return text
    }

    /// The sequences that stop the terminal sending reports: paste and mouse off, in reverse order.
    var stopReportsSequence: String {
        var text = ""
        if bracketedPaste { text += "\u{1B}[?2004l" }
        if mouseReporting { text += "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l" }
        return text
    }

    /// The sequences that give the user's screen back: plain style, cursor shown, main screen.
    var leaveSequence: String {
        "\u{1B}[0m\u{1B}[?25h" + (alternateScreen ? "\u{1B}[?1049l" : "")
    }
}
