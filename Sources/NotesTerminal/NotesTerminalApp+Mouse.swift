import NotesViewModels

/// Where the mouse is captured.
///
/// Only the colour picker uses the mouse (dragging the marker over the palette), so only the
/// picker captures it: on every other screen the terminal keeps its own selection, so the user can
/// select and copy text, and the wheel scrolls as the terminal does. The main loop turns reporting
/// on and off as the screen changes.
extension NotesTerminalApp {
    /// Whether the screen shown uses the mouse: the colour picker, unless a question or notice is
    /// over it.
    public var capturesMouse: Bool {
        guard question == nil, app.notice.value == nil, !help.isShown else { return false }
        guard case .screen(let screen) = screenKeyLayer() else { return false }
        return screen.capturesMouse
    }
}
