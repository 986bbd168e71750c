import NotesTextUI
import NotesViewModels
import Terminal

/// The rows of the help box (``HelpScreen``): every key of the screen shown.
extension NotesTerminalApp {
    /// Every key of the screen shown now, in the app's language: the help screen's rows.
    ///
    /// The footer shows the most useful of them; this list is the whole of it. Both come from the
    /// screen's one table of keys, which also dispatches them.
    public func helpHints() -> [KeyHint] {
        screenKeyTable.helpHints
    }
}
