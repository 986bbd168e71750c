import NotesViewModels
import Terminal

/// The questions the app asks before it loses something, and the offer of a kept draft.
extension NotesTerminalApp {
    /// Answers `question` with `key`: to quit without saving, `q` quits and any other key goes
    /// back (the failed save's retry goes on); to the others, only `y` says yes and `n` or Esc no.
    func answered(_ question: NotesTerminalQuestion, with key: BoxKey) -> NotesTerminalAction {
        if case .quitWithoutSaving(let outcome) = question {
            self.question = nil
            if key == .quitWithoutSaving {
                // A retry that saved everything while the question was up makes this an ordinary
                // quit, which closes the store.
                if case .failed = outcome, app.saveStatus.value == .saved { return .quit }
                isQuittingWithoutSaving = true
                return .quit
            }
            return .redraw
        }
        // Each of these loses something, so only `y` says yes; `n` or Esc says no, and any other
        // key (Enter too) leaves the question up rather than answering it.
        let yes = key == .yes
        self.question = nil
        switch question {
        case .deleteNote(let id, _):
            if yes, case .listNotes(let list) = app.screen.value { list.rowSwipedToDelete(id) }
        case .deleteTickedNotes:
            if yes, case .listNotes(let list) = app.screen.value { list.deleteSelectedTapped() }
        case .deleteFromEditor:
            if case .editNote(let editor) = app.screen.value {
                if yes { editor.deleteConfirmed() } else { editor.deleteCancelled() }
            }
        case .discardChanges:
            if yes, case .editNote(let editor) = app.screen.value { editor.cancelTapped() }
        case .quitDiscardingDraft:
            if yes { return .quit }
        case .discardKeptDraft:
            // No goes back to the offer, which still holds the draft.
            if yes { app.keptDraftDiscardTapped() }
        case .quitWithoutSaving:
            break
        }
        return .redraw
    }

    /// The offer of the draft kept last time: Enter or `y` restores it; `d` or `n` asks before it
    /// deletes it (only `y` then does); Esc closes the offer and keeps the draft for the next
    /// launch.
    func keptDraftKeyPressed(_ key: BoxKey) -> NotesTerminalAction {
        switch key {
        case .restore:
            app.keptDraftRestoreTapped()
            // The editor was shown before the draft's text was put in it: take the fields afresh.
            editorShown = nil
            screenShown(app.screen.value)
        case .discard:
            question = .discardKeptDraft
        case .later: app.keptDraftDismissed()
        default: break
        }
        return .redraw
    }

    /// The loop could not save everything on quit: ask before quitting without it.
    public func quitFailed(_ outcome: AppQuitOutcome) {
        question = .quitWithoutSaving(outcome)
    }
}
