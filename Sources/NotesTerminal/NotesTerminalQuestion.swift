import NotesCore
import NotesViewModels

/// A question the terminal front end waits on: only `y` answers yes; `n` or Esc answers no, and
/// any other key leaves it up.
///
/// A question names what it is about (a note's id) and no more: what it shows (a title, how many
/// notes are ticked) is read from the view models each time it is drawn, so a change from another
/// device while it is up is shown as it is.
enum NotesTerminalQuestion: Hashable, Sendable {
    /// Delete this note from the list?
    /// `asked` is the title when it was asked, shown only should the note leave the list meanwhile.
    case deleteNote(Note.ID, asked: String)
    /// Delete the notes ticked on the list?
    case deleteTickedNotes
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
