import Foundation
import NotesCore
import NotesViewModels
import Testing

@Suite struct EditNoteDraftTests {
    static func newDraft() -> EditNoteDraft {
        EditNoteDraft(newNoteWithID: .fixture(1), defaultSelfDestructDate: Note.picked)
    }

    static func editing(_ note: Note) -> EditNoteDraft {
        EditNoteDraft(editing: note, defaultSelfDestructDate: Note.picked)
    }

    @Test func newNoteStartsEmptyCleanAndDisabled() {
        let draft = Self.newDraft()
        #expect(draft.isNew && !draft.isValid && !draft.isDirty)
        #expect(draft.doneMode(isDeletedElsewhere: false) == .disabled)
        #expect(!draft.doneMode(isDeletedElsewhere: false).isEnabled)
    }

    @Test func doneIsDisabledUntilTitleAndContentAreFilled() {
        var draft = Self.newDraft()
        draft.title = "Plan"
        #expect(draft.doneMode(isDeletedElsewhere: false) == .disabled)
        draft.content = " \n\t "
        #expect(!draft.isValid)
        #expect(draft.doneMode(isDeletedElsewhere: false) == .disabled)
        draft.content = "  Step one\n"
        #expect(draft.isValid && draft.isDirty)
        #expect(draft.doneMode(isDeletedElsewhere: false) == .save)
        #expect(draft.doneMode(isDeletedElsewhere: false).isEnabled)
    }

    @Test func whitespaceOnlyTitleIsInvalid() {
        var draft = Self.newDraft()
        draft.title = "\u{00A0}\u{2003}\n"
        draft.content = "Body"
        #expect(!draft.isValid)
    }

    @Test func savingANewNoteStampsCreatedAndUpdatedAt() {
        var draft = Self.newDraft()
        draft.title = "Plan"
        draft.content = "Step one"
        draft.importance = .important
        draft.isSelfDestructEnabled = true
        let expected = Note(
            id: .fixture(1), title: "Plan", content: "Step one", importance: .important,
            selfDestructDate: Note.picked, createdAt: Note.later, updatedAt: Note.later)
        #expect(draft.doneMode(isDeletedElsewhere: false) == .save)
        #expect(draft.committed(at: Note.later) == expected)
    }

    @Test func openedNoteIsCleanUntilAFieldChanges() {
        var draft = Self.editing(.groceries)
        #expect(!draft.isDirty)
        #expect(draft.doneMode(isDeletedElsewhere: false) == .disabled)
        draft.content += "!"
        #expect(draft.isDirty)
        draft.content.removeLast()
        #expect(!draft.isDirty)
    }

    @Test(arguments: [0, 1, 2, 3])
    func colourImportanceAndSelfDestructCountAsChanges(field: Int) {
        var draft = Self.editing(.groceries)
        switch field {
        case 0: draft.color = NoteColor(red: 0, green: 1, blue: 0)
        case 1: draft.importance = .unimportant
        case 2: draft.isSelfDestructEnabled = true
        default: draft.title = "Groceries "
        }
        #expect(draft.isDirty)
    }

    @Test func togglingSelfDestructOffAndOnIsNotAChange() {
        var draft = Self.editing(.expiring)
        draft.isSelfDestructEnabled = false
        #expect(draft.isDirty)
        draft.isSelfDestructEnabled = true
        #expect(!draft.isDirty)
    }

    @Test func selfDestructDatesUnderASecondApartAreTheSame() {
        var draft = Self.editing(.expiring)
        draft.selfDestructDate = Note.picked.addingTimeInterval(0.4)
        #expect(!draft.isDirty)
        draft.selfDestructDate = Note.picked.addingTimeInterval(60)
        #expect(draft.isDirty)
    }

    @Test func savingAnEditKeepsCreatedAtAndStampsUpdatedAt() {
        var draft = Self.editing(.groceries)
        draft.title = "Shopping"
        var expected = Note.groceries
        expected.title = "Shopping"
        expected.updatedAt = Note.later
        #expect(draft.doneMode(isDeletedElsewhere: false) == .save)
        #expect(draft.committed(at: Note.later) == expected)
    }

    @Test func clearingTitleAndContentOfAnExistingNoteAsksToDelete() {
        var draft = Self.editing(.groceries)
        draft.title = ""
        #expect(draft.doneMode(isDeletedElsewhere: false) == .disabled)
        draft.content = "  \n"
        #expect(draft.doneMode(isDeletedElsewhere: false) == .confirmDelete)
        #expect(draft.doneMode(isDeletedElsewhere: true) == .confirmDelete)
        #expect(draft.id == Note.groceries.id)
    }

    @Test func clearingANewNoteDoesNotAskToDelete() {
        var draft = Self.newDraft()
        draft.title = "x"
        draft.title = ""
        #expect(draft.doneMode(isDeletedElsewhere: false) == .disabled)
    }

    @Test func noteDeletedElsewhereIsRestoredEvenWithoutEdits() {
        var draft = Self.editing(.groceries)
        #expect(draft.doneMode(isDeletedElsewhere: true) == .restore)
        #expect(draft.doneMode(isDeletedElsewhere: true).isEnabled)
        draft.title = "Shopping"
        #expect(draft.doneMode(isDeletedElsewhere: true) == .restore)
        #expect(draft.doneMode(isDeletedElsewhere: false) == .save)
    }

    @Test func invalidDraftOfANoteDeletedElsewhereCannotBeRestored() {
        var draft = Self.editing(.groceries)
        draft.content = " "
        #expect(draft.doneMode(isDeletedElsewhere: true) == .disabled)
    }

    @Test func newDraftIgnoresDeletedElsewhere() {
        var draft = Self.newDraft()
        #expect(draft.doneMode(isDeletedElsewhere: true) == .disabled)
        draft.title = "Plan"
        draft.content = "Step one"
        #expect(draft.doneMode(isDeletedElsewhere: true) == .save)
    }

    @Test func theBlockerNamesTheFirstMissingFieldThenAnUnchangedNote() {
        var draft = Self.newDraft()
        #expect(draft.doneBlocker(isDeletedElsewhere: false) == .titleEmpty)
        draft.title = "Plan"
        #expect(draft.doneBlocker(isDeletedElsewhere: false) == .contentEmpty)
        draft.content = "Step one"
        #expect(draft.doneBlocker(isDeletedElsewhere: false) == nil)
        let opened = Self.editing(.groceries)
        #expect(opened.doneBlocker(isDeletedElsewhere: false) == .unchanged)
        #expect(opened.doneBlocker(isDeletedElsewhere: true) == nil, "restoring is allowed")
    }

    @Test func theBlockerIsSetExactlyWhenDoneIsDisabled() {
        for isNew in [true, false] {
            for (title, content) in [
                ("", ""), (" ", "x"), ("x", ""), ("x", "y"), ("Groceries", "Milk\nBread"),
            ] {
                for isDeletedElsewhere in [true, false] {
                    var draft = isNew ? Self.newDraft() : Self.editing(.groceries)
                    (draft.title, draft.content) = (title, content)
                    let mode = draft.doneMode(isDeletedElsewhere: isDeletedElsewhere)
                    let blocker = draft.doneBlocker(isDeletedElsewhere: isDeletedElsewhere)
                    #expect((mode == .disabled) == (blocker != nil), "\(isNew) \(title) \(content)")
                }
            }
        }
    }

    @Test func screenTitleNamesNewOrEdit() {
        #expect(Self.newDraft().screenTitle(language: .english) == "New Note")
        #expect(Self.editing(.groceries).screenTitle(language: .english) == "Edit Note")
        #expect(Self.newDraft().screenTitle(language: .russian) == "Новая заметка")
        #expect(Self.editing(.groceries).screenTitle(language: .russian) == "Редактирование заметки")
    }

    @Test func aSelfDestructDateTheUserSetAtOrBeforeNowIsRefused() {
        var draft = Self.newDraft()
        draft.title = "Plan"
        draft.content = "Step"
        #expect(draft.selfDestructBlocker(at: Note.picked) == nil, "switched off")
        draft.isSelfDestructEnabled = true
        #expect(draft.selfDestructBlocker(at: Note.picked.addingTimeInterval(-1)) == nil)
        #expect(draft.selfDestructBlocker(at: Note.picked) == .selfDestructInPast, "now has passed")
        var edited = Self.editing(.expiring)
        edited.selfDestructDate = Note.picked.addingTimeInterval(-60)
        #expect(edited.selfDestructBlocker(at: Note.picked) == .selfDestructInPast, "moved into the past")
    }

    @Test func theNotesOwnDatePassedWhileItWasOpenIsNotRefused() {
        var draft = Self.editing(.expiring)
        draft.content = "Sunday"
        #expect(draft.selfDestructBlocker(at: Note.picked.addingTimeInterval(60)) == nil)
        #expect(draft.committed(at: Note.picked.addingTimeInterval(60)).selfDestructDate == nil)
    }

    @Test func shareTextIsTitleBlankLineContent() {
        #expect(Self.editing(.groceries).shareText == "Groceries\n\nMilk\nBread")
        var draft = Self.editing(.groceries)
        draft.title = " "
        #expect(draft.shareText == "Milk\nBread")
        draft.title = "Only"
        draft.content = ""
        #expect(draft.shareText == "Only")
    }

    @Test func canonicallyEquivalentButDifferentBytesAreAChange() {
        var draft = Self.editing(
            Note(id: .fixture(3), title: "caf\u{E9}", content: "x", createdAt: Note.opened))
        draft.title = "cafe\u{301}"
        #expect(draft.isDirty)
    }

    @Test func megabyteNoteChecksStayCorrect() {
        let body = String(repeating: "Lorem ipsum dolor sit amet.\n", count: 40_000)
        var draft = Self.editing(Note(id: .fixture(4), title: "Big", content: body, createdAt: Note.opened))
        #expect(!draft.isDirty && draft.isValid)
        draft.content = String(body.dropLast()) + "!"
        #expect(draft.isDirty)
    }
}
