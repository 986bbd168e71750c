import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Leaving the editor: Cancel, dismissal, the delete paths, and a note deleted elsewhere.
@MainActor
@Suite struct EditNoteViewModelExitTests {
    /// Collects the editor's events.
    @MainActor final class Events {
        var outcomes: [EditNoteOutcome] = []
        var confirmations: [EditNoteDeleteReason] = []
        let bag = SubscriptionBag()

        init(_ editor: EditNoteViewModel) {
            editor.finished.subscribe { [unowned self] in outcomes.append($0) }.store(in: bag)
            editor.deleteConfirmationRequested.subscribe { [unowned self] in confirmations.append($0) }
                .store(in: bag)
        }
    }

    @Test func cancelDiscardsANewNoteWithoutAddingIt() {
        let library = NotesLibrary()
        let editor = EditNoteViewModel.newNote(in: library)
        let events = Events(editor)
        editor.titleChanged("Plan")
        editor.contentChanged("Step one")
        editor.cancelTapped()
        #expect(events.outcomes == [.discarded])
        #expect(library.notebook.notes.isEmpty && library.revision.value == 0)
    }

    @Test func cancelLeavesAnEditedNoteAsItWas() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.contentChanged("Something else")
        editor.colorSelector.squareTapped(.red)
        editor.cancelTapped()
        #expect(library.note(withID: Note.groceries.id) == .groceries)
        #expect(library.revision.value == 0)
    }

    @Test func dismissingDiscardsLikeCancel() {
        let library = NotesLibrary()
        let editor = EditNoteViewModel.newNote(in: library)
        let events = Events(editor)
        editor.titleChanged("Plan")
        editor.contentChanged("Step one")
        editor.dismissed()
        #expect(events.outcomes == [.discarded])
        #expect(library.notebook.notes.isEmpty)
    }

    @Test func everyActionAfterFinishingIsIgnoredAndFinishedFiresOnce() {
        let library = NotesLibrary()
        let editor = EditNoteViewModel.newNote(in: library)
        let events = Events(editor)
        var shared = 0
        let subscription = editor.shareRequested.subscribe { _ in shared += 1 }
        editor.titleChanged("Plan")
        editor.contentChanged("Step one")
        editor.doneTapped()
        editor.titleChanged("Changed")
        editor.doneTapped()
        editor.cancelTapped()
        editor.dismissed()
        editor.shareTapped()
        editor.deleteTapped()
        #expect(events.outcomes.count == 1 && events.confirmations.isEmpty && shared == 0)
        #expect(editor.title.value == "Plan")
        #expect(library.note(withID: .firstGenerated)?.title == "Plan")
        subscription.cancel()
    }

    @Test func clearingAnExistingNoteTurnsDoneIntoADeleteThatAsksFirst() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        let events = Events(editor)
        editor.titleChanged("")
        #expect(editor.doneMode.value == .disabled, "only title cleared: invalid")
        editor.contentChanged("  \n")
        #expect(editor.doneMode.value == .confirmDelete && editor.isDoneEnabled.value)
        editor.doneTapped()
        #expect(events.confirmations == [.contentCleared])
        #expect(editor.pendingDeletion.value == .contentCleared)
        #expect(library.note(withID: Note.groceries.id) != nil, "nothing is deleted before confirmation")
        editor.deleteConfirmed()
        #expect(library.note(withID: Note.groceries.id) == nil)
        #expect(events.outcomes == [.deleted(Note.groceries.id)])
        #expect(!editor.isDeletedElsewhere.value, "its own delete is not a deletion elsewhere")
        #expect(editor.pendingDeletion.value == nil)
    }

    @Test func cancellingTheDeleteKeepsTheEditorOpenAndTheNote() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        let events = Events(editor)
        editor.titleChanged("")
        editor.contentChanged("")
        editor.doneTapped()
        editor.deleteCancelled()
        #expect(editor.pendingDeletion.value == nil && events.outcomes.isEmpty)
        #expect(library.note(withID: Note.groceries.id) == .groceries)
        editor.deleteConfirmed()
        #expect(events.outcomes.isEmpty, "a confirmation with nothing pending is ignored")
        editor.titleChanged("Groceries")
        editor.contentChanged("Milk")
        #expect(editor.doneMode.value == .save)
    }

    @Test func clearingANewNoteOnlyDisablesDone() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        editor.titleChanged("Plan")
        editor.titleChanged("")
        #expect(editor.doneMode.value == .disabled)
    }

    @Test func deleteButtonAsksThenRemovesAnExistingNote() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.expiring, in: library)
        let events = Events(editor)
        editor.deleteTapped()
        #expect(events.confirmations == [.deleteTapped] && events.outcomes.isEmpty)
        editor.deleteConfirmed()
        #expect(events.outcomes == [.deleted(Note.expiring.id)])
        #expect(Array(library.notebook.notes) == [.groceries])
    }

    @Test func deletingANewNoteDiscardsItWithoutTouchingTheLibrary() {
        let library = NotesLibrary()
        let editor = EditNoteViewModel.newNote(in: library)
        let events = Events(editor)
        editor.titleChanged("Plan")
        editor.deleteTapped()
        editor.deleteConfirmed()
        #expect(events.outcomes == [.discarded] && library.revision.value == 0)
    }

    @Test func aNoteDeletedElsewhereIsSavedAgainByDoneEvenWithoutEdits() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        let events = Events(editor)
        #expect(!editor.isDoneEnabled.value)
        library.removeNotes(withIDs: [Note.groceries.id])
        #expect(editor.isDeletedElsewhere.value)
        #expect(editor.doneMode.value == .restore && editor.isDoneEnabled.value)
        editor.doneTapped()
        var expected = Note.groceries
        expected.updatedAt = Note.later
        #expect(library.note(withID: Note.groceries.id) == expected)
        #expect(events.outcomes == [.saved(expected)])
    }

    @Test func aNoteDeletedElsewhereKeepsItsEditsWhenSavedAgain() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.contentChanged("Milk\nBread\nEggs")
        library.removeNotes(withIDs: [Note.groceries.id])
        editor.doneTapped()
        #expect(library.note(withID: Note.groceries.id)?.content == "Milk\nBread\nEggs")
    }

    @Test func aNoteDeletedElsewhereStillNeedsAValidDraft() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        library.removeNotes(withIDs: [Note.groceries.id])
        editor.titleChanged(" ")
        #expect(editor.doneMode.value == .disabled)
    }

    @Test func aNoteRestoredOrReloadedElsewhereIsNoLongerDeleted() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        library.removeNotes(withIDs: [Note.groceries.id])
        library.save(.groceries)
        #expect(!editor.isDeletedElsewhere.value && editor.doneMode.value == .disabled)
        library.replace(with: Notebook(notes: [.expiring]))
        #expect(editor.isDeletedElsewhere.value)
        library.replace(with: Notebook(notes: [.groceries]))
        #expect(!editor.isDeletedElsewhere.value)
    }

    @Test func changesToOtherNotesLeaveTheEditorAlone() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        library.removeNotes(withIDs: [Note.expiring.id])
        #expect(!editor.isDeletedElsewhere.value && editor.doneMode.value == .disabled)
    }
}
