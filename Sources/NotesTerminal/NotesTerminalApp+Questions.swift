import NotesViewModels
import Terminal

/// The questions the app asks before it loses something, and the offer of a kept draft.
extension NotesTerminalApp {
    /// The offer of the draft kept last time: Enter or `y` restores it; `d` or `n` asks before it
    /// deletes it (only `y` then does); Esc closes the offer and keeps the draft for the next
    /// launch.
    func keptDraftKeyPressed(_ key: BoxKey) -> NotesTerminalAction {
        switch key {
        case .restore:
            app.keptDraftRestoreTapped()
            // The editor was shown before the draft's text was put in it: take the fields afresh.
            editorScreen = nil
            screenShown(app.screen.value)
        case .discard:
            ask(.discardKeptDraft)
        case .later: app.keptDraftDismissed()
        default: break
        }
        return .redraw
    }

    /// The loop could not save everything on quit: ask before quitting without it.
    public func quitFailed(_ outcome: AppQuitOutcome) {
        ask(.quitWithoutSaving(outcome))
    }
}
