/// Photos drawn with half-block characters: the pager's photo under its card (where the terminal
/// has no image protocol) and the gallery's thumbnails in their cells, decoded off the main actor.
extension NotesTerminalApp {
    /// Waits until every picture asked for by the frames drawn so far is decoded, so that the next
    /// frame shows them: for tests.
    package func picturesSettled() async {
        await pictures.renderingsSettled()
    }
}
