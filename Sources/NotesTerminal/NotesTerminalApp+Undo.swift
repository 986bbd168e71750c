import NotesCore
import NotesViewModels
import Terminal

/// The undo key of the list, the gallery and the pager (`u`): the last delete comes back.
extension NotesTerminalApp {
    /// `u` outside the editor: the last deleted note or photo comes back, and the focus goes to
    /// it: a note's row on the list, a photo in the pager (the gallery's selection stays at the
    /// photo's old place, which it takes again).
    func undoDeletionPressed() {
        guard let deletion = app.library.lastDeletion.value else { return }
        app.undoDeletionTapped()
        switch (deletion, app.screen.value) {
        case (.notes(let notes), .listNotes(let list)?):
            guard let first = notes.first,
                let row = list.rows.value.firstIndex(where: { $0.id == first.id })
            else { return }
            listScreen(for: list).focus = row
        case (.photo(let photo, _), .photoPager(let pager)?):
            // The pager keeps showing the photo it showed, now after the restored one: show the
            // restored one, so that the next `d` deletes what the user brought back, not its neighbour.
            guard let index = app.library.notebook.index(ofPhotoWithID: photo.id) else { return }
            pager.photoChosen(at: index)
        default:
            break
        }
    }
}
