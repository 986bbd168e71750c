/// The terminal's settings (`termios`) as read from the device, to be put back exactly.
///
/// Opaque on purpose: the program saves them once, derives raw mode from them, and restores the
/// very same value. Two settings are equal when every byte is equal, so a test can compare the
/// settings of a terminal before and after a program ran.
public struct TerminalAttributes: Sendable, Equatable {
    /// The C library's settings.
    let value: Platform.Attributes

    init(_ value: Platform.Attributes) {
        self.value = value
    }

    /// These settings in raw mode: no line editing, no echo, no signals from keys (Ctrl-C, Ctrl-Z
    /// and Ctrl-\ arrive as bytes), no output processing, 8-bit characters, one byte per read.
    public var raw: TerminalAttributes { TerminalAttributes(Platform.makeRaw(value)) }

    /// Whether line editing, echo and signal keys are all on, as a shell leaves a terminal.
    public var isCooked: Bool { Platform.isCooked(value) }

    /// Whether the settings are the same bytes.
    public static func == (left: TerminalAttributes, right: TerminalAttributes) -> Bool {
        Platform.equal(left.value, right.value)
    }

    /// Settings for tests: all zero but line editing, echo and signals, which are on when `cooked`.
    package static func sample(cooked: Bool) -> TerminalAttributes {
        TerminalAttributes(Platform.sampleAttributes(cooked: cooked))
    }
}
