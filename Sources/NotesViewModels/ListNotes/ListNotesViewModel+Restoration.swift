import NotesCore

/// Routes the app shell restores through the list.
extension ListNotesViewModel {
    /// Presents the editor for a new note with `id`, as a restored `.newNote(id)` route asks: the
    /// same id as before, so the restored route is the one that was saved.
    ///
    /// Ignored, like ``addTapped()``, while editing or while another screen is presented.
    func newNoteRestored(_ id: Note.ID) {
        guard !modeValue.value.isEditing, destinationValue.value == nil else { return }
        destinationValue.value = .newNote(id)
    }
}
