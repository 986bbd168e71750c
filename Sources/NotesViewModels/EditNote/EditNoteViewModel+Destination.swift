import NotesCore

extension EditNoteViewModel {
    /// Opens the editor for a new note or an existing one: the one way to create an editor.
    ///
    /// ``ListNotesDestination/newNote(_:)`` opens a new note that will be saved with that id (the
    /// list's choice, or one from the front end's own `IDGenerator`); nothing is added to
    /// `library` until Done; ``ListNotesDestination/newNoteTitled(_:title:)`` the same with the
    /// title filled in. ``ListNotesDestination/editNote(_:)`` opens that note as the library
    /// holds it now.
    ///
    /// - Parameters:
    ///   - destination: the note to open, as the notes list routes to it.
    ///   - library: the notebook the note is read from and saved to.
    ///   - environment: the clock, language, line measure and self-destruct rule.
    /// - Throws: ``EditNoteError/noteNotFound(_:)`` when an existing note is no longer in the
    ///   library (deleted, or expired, between the tap and the call); never for a new note.
    public convenience init(
        for destination: ListNotesDestination, in library: NotesLibrary, environment: EditNoteEnvironment
    ) throws(EditNoteError) {
        let defaultDate = environment.defaultSelfDestructDate(environment.now())
        let draft: EditNoteDraft
        switch destination {
        case .newNote(let id):
            draft = EditNoteDraft(newNoteWithID: id, defaultSelfDestructDate: defaultDate)
        case .newNoteTitled(let id, let title):
            var titled = EditNoteDraft(newNoteWithID: id, defaultSelfDestructDate: defaultDate)
            titled.title = title
            draft = titled
        case .editNote(let id):
            guard let note = library.note(withID: id) else { throw .noteNotFound(id) }
            draft = EditNoteDraft(editing: note, defaultSelfDestructDate: defaultDate)
        }
        self.init(draft: draft, library: library, environment: environment)
    }
}
