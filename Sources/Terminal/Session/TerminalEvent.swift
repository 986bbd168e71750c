/// Something that happened at the terminal, for the program's main loop.
///
/// ``InputDecoder`` produces keys, pastes and mouse reports; ``TerminalSession`` adds the size and
/// signal events.
public enum TerminalEvent: Sendable, Hashable {
    /// A key was pressed.
    case key(TerminalKeyPress)
    /// Text was pasted (bracketed paste), as one event; line breaks are `\n`.
    case paste(String)
    /// The mouse was pressed, released, dragged, moved or scrolled.
    case mouse(MouseEvent)
    /// The terminal changed size; the next draw repaints every line.
    case resize(TerminalSize)
    /// The program continued after a suspend, back in raw mode; the next draw repaints every line.
    case resumed(TerminalSize)
    /// A signal asked the program to end; the terminal is already restored.
    ///
    /// Finish what must be saved and exit with ``TerminalSignal/exitStatus``.
    case terminationRequested(TerminalSignal)
}
