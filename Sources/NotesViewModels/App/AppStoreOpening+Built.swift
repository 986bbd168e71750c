import NotesCore

extension AppStoreOpening {
    /// What the launch builds off the main actor from the notes it read.
    struct Built: Sendable {
        /// The notes and photos read.
        var notebook: Notebook
        /// The index of the notebook's notes.
        var searchIndex: SearchIndex
        /// The notebook's notes by id, in storage of their own: the notes list keeps such a copy
        /// (see `ListNotesNoteStore`), which made on the main actor held it for 8 to 10 ms at
        /// 100,000 notes as the load completed.
        var notesForList: [Note.ID: Note]
    }
}
