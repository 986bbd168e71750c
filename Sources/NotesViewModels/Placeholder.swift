// NotesViewModels: filled in by its issue.
