// NotesTextUI: filled in by its issue.
