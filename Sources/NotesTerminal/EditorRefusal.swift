import NotesViewModels

/// Why the editor did not do what a key asked: said over the editor until the next key, which then
/// does what it does.
enum EditorRefusal: Hashable, Sendable {
    /// Ctrl-S saved nothing, for this reason.
    case done(EditNoteDoneBlocker)
    /// A step back would have put the self-destruct date at or before now; the date stayed.
    case selfDestructStepIntoPast
}
