/// Whose keys are in effect: the box over the screen, or the screen on top in its state.
///
/// The front end finds the layer once per key; the layer's ``KeyTable`` then gives the action, the
/// footer and the help.
@MainActor
enum KeyLayer {
    case question, message, notice, launching, launchFailed, keptDraft, help
    case screen(any TerminalScreen)
    case noScreen
}
