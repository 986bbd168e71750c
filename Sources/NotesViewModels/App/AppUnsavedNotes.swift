import NotesCore

/// Which notes have a change that is not on disk: the autosave's rules again, by note rather than
/// by revision, so that an app that must end without saving can say what it would lose.
///
/// A pure value with mutating methods beside ``AppAutosave``; ``AppViewModel`` records each note
/// the library saves (added, edited, brought back) and each save's start and end. A note removed
/// since is not lost (its deletion is what goes unsaved), so the shell lists only the ids the
/// library still holds.
package struct AppUnsavedNotes: Hashable, Sendable {
    /// The notes saved in the library since the last save started.
    package private(set) var changed: Set<Note.ID> = []
    /// The notes saved before the running save started, which it writes; empty when none runs.
    package private(set) var writing: Set<Note.ID> = []

    /// Starts with every note on disk.
    package init() {}

    /// The notes whose last change may not be on disk.
    package var ids: Set<Note.ID> { changed.union(writing) }

    /// The library saved the note with `id`.
    package mutating func noteChanged(_ id: Note.ID) {
        changed.insert(id)
    }

    /// A save started: it writes every change recorded so far.
    package mutating func saveStarted() {
        writing.formUnion(changed)
        changed = []
    }

    /// The running save ended: its notes are on disk when it succeeded, and unsaved again when it
    /// failed.
    package mutating func saveFinished(succeeded: Bool) {
        if !succeeded { changed.formUnion(writing) }
        writing = []
    }
}
