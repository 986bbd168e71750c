import NotesCore

extension EditNoteViewModel {
    /// Opens the editor the notes list routes to.
    ///
    /// ``ListNotesDestination/newNote(_:)`` opens a new note with the list's id;
    /// ``ListNotesDestination/editNote(_:)`` opens that note as the library holds it now.
    ///
    /// - Throws: ``EditNoteError/noteNotFound(_:)`` when an existing note is no longer in the
    ///   library (deleted, or expired, between the tap and the call).
    public convenience init(
        for destination: ListNotesDestination, in library: NotesLibrary, environment: EditNoteEnvironment
    ) throws(EditNoteError) {
        switch destination {
        case .newNote(let id): self.init(newNoteWithID: id, in: library, environment: environment)
        case .editNote(let id): try self.init(editing: id, in: library, environment: environment)
        }
    }
}
