/// What the main loop does after the terminal front end handled an event.
public enum NotesTerminalAction: Hashable, Sendable {
    /// Draw the next frame and wait for the next event.
    case redraw
    /// The user asked to quit: save, then exit if everything was saved.
    case quit
}
