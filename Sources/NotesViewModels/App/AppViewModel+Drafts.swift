import Bindings
import Foundation
import NotesCore

/// Never losing what the user typed when the app has to end without the user's Done: a window
/// closed, a connection dropped, a `kill`.
extension AppViewModel {
    /// The note being typed in the editor, when it has changes that would be lost: `nil` when no
    /// editor is open or it has none.
    public var unsavedDraft: EditNoteDraft? {
        guard let editor = openEditor, editor.isOpen else { return nil }
        let draft = editor.currentDraft
        return draft.isDirty ? draft : nil
    }

    /// What ending the app now would lose; empty once everything is saved.
    ///
    /// The notes whose last change is not on disk, as the library holds them, in its order, then
    /// the note being typed when the app had to end if ``terminationRequested()`` could not keep it
    /// beside the store.
    ///
    /// A front end that ends without everything saved (the disk full at a signal, a quit without
    /// saving, a read-only store) shows or prints these, so that nothing the user typed goes
    /// without a word. A note deleted since is not listed: its deletion is what goes unsaved.
    ///
    /// - Complexity: O(*k* log *n*) for *k* unsaved notes of *n*.
    public var unsavedNotes: [Note] {
        // The list's order: newest first, ties by id.
        var notes = unsaved.ids.compactMap { library.note(withID: $0) }.sorted {
            $0.updatedAt != $1.updatedAt ? $0.updatedAt > $1.updatedAt : $0.id < $1.id
        }
        if let unkeptDraft { notes.append(unkeptDraft) }
        return notes
    }

    /// The app is made to end (the terminal hung up, SIGTERM): keeps what the user typed, then
    /// saves everything as ``quitRequested()`` does.
    ///
    /// An editor whose changes Done would save (or restore) saves them as the note, by Done's own
    /// rules. Changes Done refuses (a title without a body, say) are kept as a draft beside the
    /// store (``NotesCore/NoteStore/keepDraft(_:)``), after any kept before, which the next launch
    /// offers back as ``keptDraft``, oldest first; an existing note cleared of all its text is neither deleted nor kept.
    /// A draft the store cannot keep (the disk is full, the store read-only) and notes the last
    /// save could not write are listed in ``unsavedNotes``, for the front end to print.
    /// Call it from the program's loop, never from a signal handler.
    public func terminationRequested() async -> AppQuitOutcome {
        // The draft is kept in the store the launch opened, once it has.
        await storeOpened()
        unkeptDraft = nil
        if let editor = openEditor, editor.isOpen, editor.currentDraft.isDirty {
            switch editor.doneMode.value {
            case .save, .restore:
                editor.doneTapped()
            case .disabled:
                let draft = editor.currentDraft.committed(at: environment.now())
                do {
                    try store.keepDraft(draft)
                } catch {
                    unkeptDraft = draft
                }
            case .confirmDelete:
                break
            }
        }
        return await quitRequested()
    }

    /// The user took the kept draft back: the editor opens on it and it leaves the kept drafts; any
    /// others are offered on the next launch.
    ///
    /// The notes tab opens the editor on its note when that still exists, else on a new note, with
    /// the draft's fields. Done and Cancel then work as for any edit.
    public func keptDraftRestoreTapped() {
        guard let note = keptDraftValue.value, case .running = launchStateValue.value else { return }
        keptDraftValue.value = nil
        navigationValue.value.selectedTab = .notes
        popAll(above: 0, on: .notes)
        publishScreen()
        if library.note(withID: note.id) != nil {
            listNotes?.rowTapped(note.id)
        } else {
            listNotes?.addTapped()
        }
        if let editor = openEditor {
            editor.titleChanged(note.title)
            editor.contentChanged(note.content)
            editor.importanceSelected(note.importance)
            if editor.color.value != note.color {
                editor.colorSelector.colorPicked(ColorPickerValue(color: note.color))
            }
            if let date = note.selfDestructDate {
                editor.selfDestructToggled(true)
                editor.selfDestructDateChanged(date)
            } else {
                editor.selfDestructToggled(false)
            }
        }
        try? store.removeKeptDraft(withID: note.id)
    }

    /// The user let the kept draft go: it is removed, and the next kept draft, if any, is offered.
    ///
    /// The one way the offer loses the draft: call it only for the user's explicit choice to
    /// discard it (a confirmed Discard), never for an offer closed some other way
    /// (``keptDraftDismissed()``).
    public func keptDraftDiscardTapped() {
        guard let note = keptDraftValue.value else { return }
        keptDraftValue.value = nil
        try? store.removeKeptDraft(withID: note.id)
        offerKeptDraft()
    }

    /// The user closed the offer without choosing (Esc, a click outside, "Later"): the offer goes
    /// for now and the draft stays beside the store, offered again on the next launch, with any
    /// kept after it.
    public func keptDraftDismissed() {
        keptDraftValue.value = nil
    }

    /// Offers the oldest kept draft once the store is open; an unreadable file is left where it is.
    ///
    /// A draft taken back opens in the editor, and the ones after it wait for the next launch.
    func offerKeptDraft() {
        keptDraftValue.value = try? store.keptDraft()
    }

    /// The editor on the notes tab, below any colour picker, if one is open.
    private var openEditor: EditNoteViewModel? {
        for entry in (stacks[.notes] ?? []).reversed() {
            if case .editNote(let editor) = entry.screen { return editor }
        }
        return nil
    }
}
