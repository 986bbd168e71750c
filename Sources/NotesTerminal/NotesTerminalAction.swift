/// What the main loop does after the terminal front end handled an event.
public enum NotesTerminalAction: Hashable, Sendable {
    /// Draw the next frame and wait for the next event.
    case redraw
    /// Repaint every row of the screen (the user pressed Ctrl-L), then wait for the next event.
    case redrawAll
    /// The user asked to quit: save, then exit if everything was saved.
    case quit
}
