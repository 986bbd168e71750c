import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Why Done is disabled, and what a tap on the disabled button does.
@MainActor
@Suite struct EditNoteViewModelDoneReasonTests {
    @Test func anEmptyNewNoteSaysTheTitleIsEmptyThenTheContent() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        #expect(editor.doneDisabledReason.value == .titleEmpty)
        editor.titleChanged("Plan")
        #expect(editor.doneDisabledReason.value == .contentEmpty)
        editor.contentChanged(" \n\t")
        #expect(editor.doneDisabledReason.value == .contentEmpty, "whitespace is no content")
        editor.contentChanged("Step one")
        #expect(editor.doneDisabledReason.value == nil && editor.isDoneEnabled.value)
        editor.titleChanged("  ")
        #expect(editor.doneDisabledReason.value == .titleEmpty)
    }

    @Test func anOpenedNoteSaysNothingChangedUntilEditedAndAgainWhenReverted() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: .fixture())
        #expect(editor.doneDisabledReason.value == .unchanged)
        editor.importanceSelected(.important)
        #expect(editor.doneDisabledReason.value == nil)
        editor.importanceSelected(.normal)
        #expect(editor.doneDisabledReason.value == .unchanged)
    }

    @Test func aClearedExistingNoteOrOneDeletedElsewhereHasNoReasonBecauseDoneIsEnabled() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        library.removeNotes(withIDs: [Note.groceries.id])
        #expect(editor.doneMode.value == .restore && editor.doneDisabledReason.value == nil)
        editor.titleChanged("")
        #expect(editor.doneDisabledReason.value == .titleEmpty)
        editor.contentChanged("")
        #expect(editor.doneMode.value == .confirmDelete && editor.doneDisabledReason.value == nil)
    }

    @Test func theReasonIsSetExactlyWhenDoneIsDisabled() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: .fixture())
        var pairs: [(EditNoteDoneMode, EditNoteDoneBlocker?)] = []
        let subscription = combine(editor.doneMode, editor.doneDisabledReason).subscribe { pairs.append($0) }
        for (title, content) in [("", "x"), ("", ""), ("a", ""), ("a", "b"), ("Groceries", "Milk\nBread")] {
            editor.titleChanged(title)
            editor.contentChanged(content)
        }
        subscription.cancel()
        #expect(pairs.count > 4)
        for (mode, reason) in pairs {
            #expect((mode == .disabled) == (reason != nil), "\(mode) \(String(describing: reason))")
        }
    }

    @Test func tappingDisabledDoneSendsTheReasonAndChangesNothing() {
        let library = NotesLibrary()
        let editor = EditNoteViewModel.newNote(in: library)
        var refusals: [EditNoteDoneBlocker] = []
        let subscription = editor.doneRefused.subscribe { refusals.append($0) }
        editor.doneTapped()
        editor.titleChanged("Plan")
        editor.doneTapped()
        #expect(refusals == [.titleEmpty, .contentEmpty])
        #expect(editor.outcome.value == nil && library.notebook.notes.isEmpty)
        #expect(editor.pendingDeletion.value == nil)
        subscription.cancel()
    }

    @Test func tappingEnabledDoneOrDoneAfterFinishingRefusesNothing() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: .fixture())
        var refusals: [EditNoteDoneBlocker] = []
        let subscription = editor.doneRefused.subscribe { refusals.append($0) }
        editor.titleChanged("Shopping")
        editor.doneTapped()
        #expect(editor.outcome.value != nil)
        editor.doneTapped()
        #expect(refusals.isEmpty)
        subscription.cancel()
    }

    @Test func doneRefusesASelfDestructDateThatIsNotInTheFutureAndSavesNothing() throws {
        let library = NotesLibrary()
        let editor = EditNoteViewModel.newNote(in: library)
        var refusals: [EditNoteDoneBlocker] = []
        let subscription = editor.doneRefused.subscribe { refusals.append($0) }
        editor.titleChanged("Plan")
        editor.contentChanged("Step")
        editor.selfDestructToggled(true)
        editor.selfDestructDateChanged(Note.later)  // the editor's now
        #expect(editor.doneMode.value == .save, "time makes a date past: Done is not shown disabled")
        editor.doneTapped()
        #expect(refusals == [.selfDestructInPast])
        #expect(editor.doneRefusal.value == .selfDestructInPast)
        #expect(editor.outcome.value == nil && library.notebook.notes.isEmpty)
        let later = Note.later.addingTimeInterval(3_600)
        editor.selfDestructDateChanged(later)
        editor.doneTapped()
        #expect(refusals == [.selfDestructInPast])
        let saved = try #require(library.notebook.notes.first)
        #expect(saved.selfDestructDate == later)
        subscription.cancel()
    }

    @Test func everyReasonHasDistinctWordsInEachLanguage() {
        for language in [NotesLanguage.english, .russian] {
            let words = EditNoteDoneBlocker.allCases.map {
                EditNoteText.doneDisabledReason($0, language: language)
            }
            #expect(Set(words).count == EditNoteDoneBlocker.allCases.count)
            #expect(words.allSatisfy { !$0.isEmpty })
        }
        #expect(EditNoteText.doneDisabledReason(.titleEmpty, language: .english) == "The title is empty.")
        #expect(EditNoteText.doneDisabledReason(.titleEmpty, language: .russian) == "Заголовок пуст.")
    }
}
