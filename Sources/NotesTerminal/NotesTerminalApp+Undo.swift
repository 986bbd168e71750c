import NotesCore
import NotesViewModels
import Terminal

/// The undo key of the list, the gallery and the pager (`u`): the last delete comes back.
extension NotesTerminalApp {
    /// `u` outside the editor: the last deletion comes back when it is of what the screen shows.
    ///
    /// The focus goes to it: notes on the list (their first row focused), a photo in the
    /// gallery or the pager (the pager shows it; the gallery's selection stays at the photo's old
    /// place, which it takes again). A photo deleted last is not brought back on the list, where
    /// nothing would show it came back, nor notes in the gallery.
    func undoDeletionPressed() {
        guard let deletion = app.library.lastDeletion.value else { return }
        switch (deletion, app.screen.value) {
        case (.notes, .listNotes?), (.photo, .gallery?), (.photo, .photoPager?): break
        default: return
        }
        app.undoDeletionTapped()
        switch (deletion, app.screen.value) {
        case (.notes(let notes), .listNotes(let list)?):
            guard let first = notes.first,
                let row = list.rows.value.firstIndex(ofNoteWithID: first.id)
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
