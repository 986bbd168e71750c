import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// The question box: a question the app asks before it loses something, over the screen shown,
/// with its keys (`y`, `n` or Esc; `q` or any key after a failed quit) and its answer.
///
/// Shown while ``question`` is set; answering clears it.
@MainActor
final class QuestionScreen: TerminalScreen {
    /// The question waiting for its answer, or `nil` when the box is closed.
    var question: NotesTerminalQuestion?
    private unowned let host: any ScreenHost

    var isAskingYesOrNo: Bool {
        switch question {
        case nil, .quitWithoutSaving: false
        default: true
        }
    }

    /// A closed question box of the app `host` shows.
    init(host: any ScreenHost) {
        self.host = host
    }

    var keyTable: KeyTable<BoxKey> {
        if case .quitWithoutSaving = question { return BoxKey.quitWithoutSaving(host.words) }
        return BoxKey.question(host.words)
    }

    /// Answers the question with `key`: to quit without saving, `q` quits and any other key goes
    /// back (the failed save's retry goes on); to the others, only `y` says yes and `n` or Esc no.
    func handle(_ key: BoxKey, _ press: TerminalKeyPress) -> NotesTerminalAction {
        guard let question else { return .redraw }
        let app = host.app
        self.question = nil
        if case .quitWithoutSaving(let outcome) = question {
            if key == .quitWithoutSaving {
                // A retry that saved everything while the question was up makes this an ordinary
                // quit, which closes the store.
                if case .failed = outcome, app.saveStatus.value == .saved { return .quit }
                host.isQuittingWithoutSaving = true
                return .quit
            }
            return .redraw
        }
        // Each of these loses something, so only `y` says yes; `n` or Esc says no, and any other
        // key (Enter too) leaves the question up rather than answering it.
        let yes = key == .yes
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

    /// The box: the question wrapped in a frame at most 60 columns wide; empty while closed.
    func frame(width: Int, height: Int) -> ScreenFrame {
        guard let question else { return ScreenFrame([]) }
        let boxWidth = min(width, 60)
        let lines = Frame(width: boxWidth).render(
            lines: TextLine.wrapped(text(of: question), toWidth: boxWidth - 4))
        return ScreenFrame(lines.map { TerminalLine($0) })
    }

    private func text(of question: NotesTerminalQuestion) -> String {
        let language = host.language
        switch question {
        case .deleteNote(let id, let asked):
            guard case .listNotes(let list) = host.app.screen.value,
                let index = list.rows.value.firstIndex(ofNoteWithID: id)
            else { return NotesTerminalText.deleteQuestion(asked, language: language) }
            return NotesTerminalText.deleteQuestion(list.rows.value[index].title, language: language)
        case .deleteTickedNotes:
            guard case .listNotes(let list) = host.app.screen.value else { return "" }
            let count = list.mode.value.selection.count
            return NotesTerminalText.deleteTickedQuestion(count: count, language: language)
        case .deleteFromEditor(let reason):
            return EditNoteText.deleteQuestion(reason, language: language) + " y / n"
        case .discardChanges: return NotesTerminalText.discardQuestion(language)
        case .quitDiscardingDraft:
            // Only the changes to a note that exists are lost, not the note.
            let isNew = host.app.unsavedDraft?.original == nil
            return
                (isNew
                ? AppDraftText.quitDiscardingQuestion(language)
                : AppDraftText.quitDiscardingChangesQuestion(language)) + " y / n"
        case .discardKeptDraft:
            guard let draft = host.app.keptDraft.value else { return "" }
            return AppDraftText.discardQuestion(draft, language: language) + " y / n"
        case .quitWithoutSaving(let outcome):
            var text = NotesTerminalText.quitWithoutSaving(language)
            if case .failed(let failure) = outcome {
                text = NotesTerminalText.saveFailure(failure, language: language) + ". " + text
            }
            return text
        }
    }
}
