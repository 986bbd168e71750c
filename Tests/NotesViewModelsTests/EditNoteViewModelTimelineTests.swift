import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing
import TextSnapshots

/// For each interaction, the sequence of property changes and events the editor emits, as a front
/// end would see them.
///
/// References: `Snapshots/EditNoteViewModelTimelineTests/`.
@MainActor
@Suite struct EditNoteViewModelTimelineTests {
    @Test func typingATitle() {
        let library = NotesLibrary()
        let editor = EditNoteViewModel.newNote(in: library)
        editor.contentWidthChanged(36)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        for prefix in ["P", "Pl", "Pla", "Plan"] {
            timeline.step("user types the title \(String(reflecting: prefix))")
            editor.titleChanged(prefix)
        }
        timeline.step("user types the content")
        editor.contentChanged("Step one")
        assertSnapshot(timeline.timeline, named: "typing-a-title")
    }

    @Test func tappingDoneWhileDisabledSaysWhyAndChangesNothing() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.contentWidthChanged(36)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        timeline.step("user taps Done on the note as opened")
        editor.doneTapped()
        timeline.step("user clears the content and taps Done")
        editor.contentChanged("")
        editor.doneTapped()
        timeline.step("user clears the title and types content")
        editor.titleChanged(" ")
        editor.contentChanged("Eggs")
        editor.doneTapped()
        timeline.step("user types a title and taps Done")
        editor.titleChanged("Eggs")
        editor.doneTapped()
        assertSnapshot(timeline.timeline, named: "done-refused")
    }

    @Test func makingANoteDirtyThenCleanAgain() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.contentWidthChanged(36)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        timeline.step("user adds a line")
        editor.contentChanged("Milk\nBread\nEggs")
        timeline.step("user removes it again")
        editor.contentChanged("Milk\nBread")
        timeline.step("user picks red, then white again")
        editor.colorSelector.squareTapped(.red)
        editor.colorSelector.squareTapped(.white)
        timeline.step("user turns self-destruct on, then off")
        editor.selfDestructToggled(true)
        editor.selfDestructToggled(false)
        assertSnapshot(timeline.timeline, named: "dirty-then-clean")
    }

    @Test func doneOnANewNote() {
        let library = NotesLibrary()
        let editor = EditNoteViewModel.newNote(in: library)
        editor.contentWidthChanged(36)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        timeline.step("user fills in the note")
        editor.titleChanged("Plan")
        editor.contentChanged("Step one\nStep two")
        editor.importanceSelected(.important)
        timeline.step("user taps Done")
        editor.doneTapped()
        timeline.step("user taps Done again")
        editor.doneTapped()
        assertSnapshot(timeline.timeline, named: "done-on-new-note")
    }

    @Test func cancel() {
        let library = NotesLibrary()
        let editor = EditNoteViewModel.newNote(in: library)
        editor.contentWidthChanged(36)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        timeline.step("user fills in the note")
        editor.titleChanged("Plan")
        editor.contentChanged("Step one")
        timeline.step("user taps Cancel")
        editor.cancelTapped()
        assertSnapshot(timeline.timeline, named: "cancel")
    }

    @Test func deleteOnEmptyConfirmed() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.contentWidthChanged(36)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        timeline.step("user clears the title and the content")
        editor.titleChanged("")
        editor.contentChanged("")
        timeline.step("user taps Done")
        editor.doneTapped()
        timeline.step("user confirms")
        editor.deleteConfirmed()
        assertSnapshot(timeline.timeline, named: "delete-on-empty-confirmed")
    }

    @Test func deleteOnEmptyCancelled() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.contentWidthChanged(36)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        timeline.step("user clears the title and the content")
        editor.titleChanged("")
        editor.contentChanged("")
        timeline.step("user taps Done")
        editor.doneTapped()
        timeline.step("user cancels the deletion")
        editor.deleteCancelled()
        timeline.step("user types a title again")
        editor.titleChanged("Groceries")
        assertSnapshot(timeline.timeline, named: "delete-on-empty-cancelled")
    }

    @Test func deletedElsewhereThenDone() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.contentWidthChanged(36)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        timeline.step("the note is deleted elsewhere (the list)")
        library.removeNotes(withIDs: [Note.groceries.id])
        timeline.step("user taps Done without editing")
        editor.doneTapped()
        assertSnapshot(timeline.timeline, named: "deleted-elsewhere-then-done")
    }

    @Test func share() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.contentWidthChanged(36)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        timeline.step("user taps share")
        editor.shareTapped()
        timeline.step("user clears the title and shares again")
        editor.titleChanged("")
        editor.shareTapped()
        assertSnapshot(timeline.timeline, named: "share")
    }

    @Test func keyboardShownMovedAndHidden() {
        let library = NotesLibrary()
        let editor = EditNoteViewModel.newNote(in: library)
        let timeline = EditNoteViewModelTimeline(editor, library: library, keyboard: true)
        let view = Rect(x: 0, y: 0, width: 390, height: 844)
        let safeArea = Insets(top: 47, bottom: 34)
        timeline.step("keyboard shows, docked, 336 points high")
        editor.keyboardFrameChanged(
            Rect(x: 0, y: 508, width: 390, height: 336), viewFrame: view, safeArea: safeArea)
        timeline.step("caret moves below the keyboard's top")
        editor.caretFrameChanged(Rect(x: 16, y: 620, width: 2, height: 22))
        timeline.step("caret scrolled back into view")
        editor.caretFrameChanged(Rect(x: 16, y: 420, width: 2, height: 22))
        timeline.step("keyboard hides")
        editor.keyboardHidden()
        assertSnapshot(timeline.timeline, named: "keyboard")
    }

    @Test func contentGrowingTheBox() {
        let library = NotesLibrary()
        let editor = EditNoteViewModel.newNote(in: library)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        timeline.step("the front end lays out the content field 36 columns wide")
        editor.contentWidthChanged(36)
        var text = ""
        for line in 1...6 {
            text += (line == 1 ? "" : "\n") + "Line \(line)"
            timeline.step("user types line \(line)")
            editor.contentChanged(text)
        }
        timeline.step("user types a line of 50 characters, wrapped to 2 lines")
        editor.contentChanged(text + "\n" + String(repeating: "long ", count: 10))
        timeline.step("the device rotates: 76 columns")
        editor.contentWidthChanged(76)
        assertSnapshot(timeline.timeline, named: "content-growing")
    }

    @Test func deleteTappedThenConfirmed() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.contentWidthChanged(36)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        timeline.step("user taps Delete")
        editor.deleteTapped()
        timeline.step("user confirms")
        editor.deleteConfirmed()
        assertSnapshot(timeline.timeline, named: "delete-tapped-confirmed")
    }

    @Test func deleteTappedThenCancelled() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.contentWidthChanged(36)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        timeline.step("user taps Delete")
        editor.deleteTapped()
        timeline.step("user cancels the deletion")
        editor.deleteCancelled()
        timeline.step("user confirms, with nothing pending")
        editor.deleteConfirmed()
        assertSnapshot(timeline.timeline, named: "delete-tapped-cancelled")
    }

    @Test func backGestureDiscardsEdits() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.contentWidthChanged(36)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        timeline.step("user edits the title")
        editor.titleChanged("Shopping")
        timeline.step("user swipes back")
        editor.dismissed()
        timeline.step("user types after the editor finished")
        editor.titleChanged("Too late")
        assertSnapshot(timeline.timeline, named: "back-gesture")
    }

    @Test func selectingImportance() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.contentWidthChanged(36)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        timeline.step("user selects Important")
        editor.importanceSelected(.important)
        timeline.step("user selects Important again")
        editor.importanceSelected(.important)
        timeline.step("user selects Unimportant")
        editor.importanceSelected(.unimportant)
        timeline.step("user selects Normal, as opened")
        editor.importanceSelected(.normal)
        assertSnapshot(timeline.timeline, named: "selecting-importance")
    }

    @Test func changingTheSelfDestructDate() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.expiring, in: library)
        editor.contentWidthChanged(36)
        let timeline = EditNoteViewModelTimeline(editor, library: library)
        timeline.step("user picks a date one hour later")
        editor.selfDestructDateChanged(Note.picked.addingTimeInterval(3600))
        timeline.step("user picks the date half a second from the original")
        editor.selfDestructDateChanged(Note.picked.addingTimeInterval(0.5))
        timeline.step("user turns self-destruct off, then picks a date")
        editor.selfDestructToggled(false)
        editor.selfDestructDateChanged(Note.picked.addingTimeInterval(7200))
        timeline.step("user taps Done")
        editor.doneTapped()
        assertSnapshot(timeline.timeline, named: "self-destruct-date")
    }
}
