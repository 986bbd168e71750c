import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The fields are read-only: every write goes through a user action, bound views included.
@MainActor
@Suite struct EditNoteViewModelFieldTests {
    static let teal = NoteColor(red: 0, green: 0.5, blue: 0.5)

    @Test func fieldsCannotBeWrittenAroundTheActions() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        let fields: [AnyObject] = [
            editor.title, editor.content, editor.color, editor.importance, editor.isSelfDestructEnabled,
            editor.selfDestructDate,
        ]
        for field in fields {
            #expect(!(field is MutableProperty<String>) && !(field is MutableProperty<NoteColor>))
            #expect(!(field is MutableProperty<Importance>) && !(field is MutableProperty<Bool>))
            #expect(!(field is MutableProperty<Date>))
        }
    }

    @Test func fieldsBoundTwoWaysDriveTheSameRules() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        var shownTitles: [String] = []
        var shownContents: [String] = []
        let title = editor.titleBinding { shownTitles.append($0) }
        let content = editor.contentBinding { shownContents.append($0) }
        title.viewChanged("Plan")
        content.viewChanged("Step one")
        #expect(editor.title.value == "Plan" && editor.content.value == "Step one")
        #expect(editor.isDoneEnabled.value)
        #expect(shownTitles == [""] && shownContents == [""], "the view's own edit is not echoed back")
        editor.titleChanged("Plan B")
        #expect(shownTitles == ["", "Plan B"])
    }

    @Test func writesAfterTheEditorFinishedAreIgnored() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        var shownTitles: [String] = []
        let binding = editor.titleBinding { shownTitles.append($0) }
        var doneModes: [EditNoteDoneMode] = []
        let subscription = editor.doneMode.subscribe { doneModes.append($0) }
        editor.cancelTapped()
        binding.viewChanged("Shopping")
        editor.titleChanged("Shopping")
        editor.contentChanged("Eggs")
        editor.pickColor(Self.teal)
        editor.importanceSelected(.important)
        editor.selfDestructToggled(true)
        editor.selfDestructDateChanged(Note.picked.addingTimeInterval(3600))
        #expect(
            editor.currentDraft
                == EditNoteDraft(editing: .groceries, defaultSelfDestructDate: editor.selfDestructDate.value))
        #expect(editor.title.value == "Groceries" && editor.color.value == Note.groceries.color)
        #expect(doneModes == [.disabled], "Done's state never changed after Cancel")
        #expect(shownTitles == ["Groceries", "Groceries"], "the view is set back after the ignored edit")
        #expect(library.note(withID: Note.groceries.id) == .groceries)
        subscription.cancel()
    }

    @Test func writesAfterDoneAreIgnored() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.titleChanged("Shopping")
        editor.doneTapped()
        let saved = try #require(library.note(withID: Note.groceries.id))
        editor.titleChanged("Groceries")
        editor.contentChanged("")
        #expect(editor.title.value == "Shopping" && editor.content.value == Note.groceries.content)
        #expect(editor.doneMode.value == .save)
        #expect(library.note(withID: Note.groceries.id) == saved)
    }
}
