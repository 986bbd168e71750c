import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Opening the editor, its fields, and when Done is enabled.
@MainActor
@Suite struct EditNoteViewModelTests {
    @Test func newNoteOpensEmptyWithAGeneratedIDAndDoneDisabled() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        #expect(editor.isNew)
        #expect(editor.noteID == .firstGenerated)
        #expect(editor.screenTitle.value == "New Note")
        #expect(editor.title.value.isEmpty && editor.content.value.isEmpty)
        #expect(editor.color.value == .white && editor.importance.value == .normal)
        #expect(!editor.isSelfDestructEnabled.value)
        #expect(editor.selfDestructDate.value == Note.later.addingTimeInterval(86_400))
        #expect(editor.doneMode.value == .disabled && !editor.isDoneEnabled.value)
    }

    @Test func existingNoteOpensWithItsFieldsAndTheEditTitle() throws {
        let editor = try EditNoteViewModel.editing(.expiring, in: .fixture())
        #expect(!editor.isNew && editor.noteID == Note.expiring.id)
        #expect(editor.screenTitle.value == "Edit Note")
        #expect(editor.title.value == "Party" && editor.content.value == "Saturday")
        #expect(editor.color.value == .red && editor.importance.value == .important)
        #expect(editor.isSelfDestructEnabled.value && editor.selfDestructDate.value == Note.picked)
        #expect(editor.doneMode.value == .disabled)
    }

    @Test func russianEditorHasRussianScreenTitles() throws {
        var environment = EditNoteEnvironment.fixture
        environment.language = .russian
        let library = NotesLibrary.fixture()
        #expect(
            EditNoteViewModel.newNote(in: library, environment: environment).screenTitle.value
                == "Новая заметка")
        let editor = try EditNoteViewModel.editing(.groceries, in: library, environment: environment)
        #expect(editor.screenTitle.value == "Редактирование заметки")
    }

    @Test func openingANoteTheLibraryDoesNotHoldThrowsNoteNotFound() {
        #expect(throws: EditNoteError.noteNotFound(Note.groceries.id)) {
            try EditNoteViewModel.editing(.groceries, in: NotesLibrary())
        }
    }

    @Test func doneIsEnabledOnlyOnceTitleAndContentAreBothFilled() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        editor.titleChanged("Plan")
        #expect(editor.doneMode.value == .disabled)
        editor.contentChanged(" \n\t")
        #expect(editor.doneMode.value == .disabled)
        editor.contentChanged("Step one")
        #expect(editor.doneMode.value == .save && editor.isDoneEnabled.value)
        editor.titleChanged("   ")
        #expect(!editor.isDoneEnabled.value)
    }

    @Test func anOpenedNoteIsCleanUntilEditedAndCleanAgainWhenReverted() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: .fixture())
        editor.contentChanged("Milk\nBread\nEggs")
        #expect(editor.doneMode.value == .save)
        editor.contentChanged("Milk\nBread")
        #expect(editor.doneMode.value == .disabled)
        editor.titleChanged("Groceries!")
        #expect(editor.isDoneEnabled.value)
        editor.titleChanged("Groceries")
        #expect(!editor.isDoneEnabled.value)
    }

    @Test func colourImportanceAndSelfDestructTakePartInDirtyTracking() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: .fixture())
        editor.colorSelector.squareTapped(.green)
        #expect(editor.doneMode.value == .save)
        editor.colorSelector.squareTapped(.white)
        #expect(editor.doneMode.value == .disabled)
        editor.importanceSelected(.unimportant)
        #expect(editor.doneMode.value == .save)
        editor.importanceSelected(.normal)
        editor.selfDestructDateChanged(Note.picked)
        #expect(editor.doneMode.value == .disabled, "a date behind a switched-off switch is no change")
        editor.selfDestructToggled(true)
        #expect(editor.doneMode.value == .save)
        editor.selfDestructToggled(false)
        #expect(editor.doneMode.value == .disabled)
    }

    @Test func changingTheSelfDestructDateOfAnExpiringNoteMakesItDirty() throws {
        let editor = try EditNoteViewModel.editing(.expiring, in: .fixture())
        editor.selfDestructDateChanged(Note.picked.addingTimeInterval(3600))
        #expect(editor.doneMode.value == .save)
        editor.selfDestructDateChanged(Note.picked)
        #expect(editor.doneMode.value == .disabled)
    }

    @Test func doneOnANewNoteAddsItStampedWithNowAndFinishesSaved() throws {
        let library = NotesLibrary()
        let editor = EditNoteViewModel.newNote(in: library)
        var outcomes: [EditNoteOutcome] = []
        let subscription = editor.finished.subscribe { outcomes.append($0) }
        editor.titleChanged("Plan")
        editor.contentChanged("Step one")
        editor.importanceSelected(.important)
        editor.doneTapped()
        let expected = Note(
            id: .firstGenerated, title: "Plan", content: "Step one", importance: .important,
            createdAt: Note.later, updatedAt: Note.later)
        #expect(Array(library.notebook.notes) == [expected])
        #expect(outcomes == [.saved(expected)])
        #expect(editor.outcome.value == .saved(expected))
        subscription.cancel()
    }

    @Test func doneOnAnExistingNoteReplacesItKeepingCreatedAt() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.contentChanged("Milk\nBread\nEggs")
        editor.selfDestructToggled(true)
        editor.doneTapped()
        var expected = Note.groceries
        expected.content = "Milk\nBread\nEggs"
        expected.selfDestructDate = Note.later.addingTimeInterval(86_400)
        expected.updatedAt = Note.later
        #expect(library.note(withID: Note.groceries.id) == expected)
        #expect(library.notebook.notes.count == 2)
        #expect(editor.outcome.value == .saved(expected))
    }

    @Test func doneWhileDisabledDoesNothing() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        let revision = library.revision.value
        editor.doneTapped()
        #expect(editor.outcome.value == nil)
        #expect(library.revision.value == revision)
    }

    @Test func shareSendsTitleBlankLineAndContent() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: .fixture())
        var shared: [String] = []
        let subscription = editor.shareRequested.subscribe { shared.append($0) }
        editor.shareTapped()
        editor.titleChanged("")
        editor.shareTapped()
        #expect(shared == ["Groceries\n\nMilk\nBread", "Milk\nBread"])
        #expect(editor.outcome.value == nil, "sharing does not close the editor")
        subscription.cancel()
    }
}
