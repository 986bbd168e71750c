import Bindings
import Foundation
import NotesCore

/// Other devices' changes arriving in a running app.
extension NotesLibrary {
    /// Applies what other devices saved (`refresh`, read against this library's notebook by
    /// `store`), note by note: each screen follows as it follows the user's own changes (the list
    /// moves or updates only the rows concerned, an open editor hears of its note), with one
    /// change of ``revision``.
    ///
    /// See ``NotesCore/NoteStore/apply(_:to:makeID:)`` for what happens to a note the user changed
    /// while the folder was read. The deletions the user can undo are kept.
    /// - Complexity: O(*k* log *n*) for *k* changed notes, plus what the screens do.
    public func applyOtherDevices(
        _ refresh: StoreRefresh, from store: NoteStore, ids: IDGenerator
    ) -> StoreRefreshOutcome {
        let outcome = store.apply(refresh, to: &notebook, makeID: ids.next)
        for saved in outcome.savedNotes { searchIndex.update(saved.note) }
        for removed in outcome.removedNotes { searchIndex.remove(removed.id) }
        var changes = outcome.savedNotes.map { NotesLibraryChange.saved($0.note, previous: $0.previous) }
        changes += outcome.removedNotes.map(NotesLibraryChange.removed)
        if outcome.photosChanged { changes.append(.photosChanged) }
        announce(changes)
        return outcome
    }
}
