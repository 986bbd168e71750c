import NotesViewModels
import Terminal

/// The questions the app asks before it loses something, and the offer of a kept draft.
extension NotesTerminalApp {
    /// Answers `question` with `press`: to quit without saving, `q` quits and any other key goes
    /// back; to the others, only `y` says yes and `n` or Esc no.
    func answered(_ question: NotesTerminalQuestion, with press: TerminalKeyPress)
        -> NotesTerminalAction
    {
        if case .quitWithoutSaving = question {
            self.question = nil
            if press == TerminalKeyPress(.character("q")) || press == TerminalKeyPress(.character("й")) {
                isQuittingWithoutSaving = true
                return .quit
            }
            return .redraw
        }
        // Each of these loses something, so only `y` says yes; `n` or Esc says no, and any other
        // key (Enter too) leaves the question up rather than answering it.
        let yes = [TerminalKeyPress(.character("y")), TerminalKeyPress(.character("н"))].contains(press)
        let no = [
            TerminalKeyPress(.character("n")), TerminalKeyPress(.character("т")), TerminalKeyPress(.escape),
        ].contains(press)
        guard yes || no else { return .redraw }
        self.question = nil
        switch question {
        case .deleteNote(let id, _):
            if yes, case .listNotes(let list) = app.screen.value { list.rowSwipedToDelete(id) }
        case .deleteFromEditor:
            if case .editNote(let editor) = app.screen.value {
                if yes { editor.deleteConfirmed() } else { editor.deleteCancelled() }
            }
        case .discardChanges:
            if yes, case .editNote(let editor) = app.screen.value { editor.cancelTapped() }
        case .quitDiscardingDraft:
            if yes { return .quit }
        case .quitWithoutSaving:
            break
        }
        return .redraw
    }

    /// The offer of the draft kept last time: Enter or `y` restores it, Esc or `n` lets it go.
    func keptDraftKeyPressed(_ press: TerminalKeyPress) -> NotesTerminalAction {
        switch press.key {
        case .enter, .character("y"), .character("н"):
            app.keptDraftRestoreTapped()
            // The editor was shown before the draft's text was put in it: take the fields afresh.
            editorShown = nil
            screenShown(app.screen.value)
        case .escape, .character("n"), .character("т"): app.keptDraftDiscardTapped()
        default: break
        }
        return .redraw
    }

    /// The loop could not save everything on quit: ask before quitting without it.
    public func quitFailed(_ outcome: AppQuitOutcome) {
        question = .quitWithoutSaving(outcome)
    }
}
