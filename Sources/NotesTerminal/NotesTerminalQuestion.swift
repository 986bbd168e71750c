import NotesCore
import NotesViewModels

/// A question the terminal front end waits on: `y` (or Enter) answers yes, any other key no.
enum NotesTerminalQuestion: Hashable, Sendable {
    /// Delete this note from the list?
    case deleteNote(Note.ID, title: String)
    /// Delete the notes ticked on the list, this many?
    case deleteTickedNotes(count: Int)
    /// Delete the note being edited (the editor asked to confirm)?
    case deleteFromEditor(EditNoteDeleteReason)
    /// Leave the editor and lose the changes?
    case discardChanges
    /// Quitting could not save everything: quit anyway?
    case quitWithoutSaving(AppQuitOutcome)
    /// Ctrl-C while a note with changes is being typed: quit and lose them?
    case quitDiscardingDraft
    /// Discard on the offer of a kept draft: delete the draft for good?
    case discardKeptDraft
}
