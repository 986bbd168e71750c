import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The content height and keyboard avoidance.
@MainActor
@Suite struct EditNoteViewModelLayoutTests {
    @Test func contentHeightIsFiveLinesUntilAWidthIsReportedThenFollowsTheWrappedText() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        editor.contentChanged(String(repeating: "a", count: 100))
        #expect(editor.contentHeight.value == 5)
        editor.contentWidthChanged(10)
        #expect(editor.contentHeight.value == 10)
        editor.contentChanged(String(repeating: "a", count: 100) + "\nb\nc")
        #expect(editor.contentHeight.value == 12)
        editor.contentWidthChanged(50)
        #expect(editor.contentHeight.value == 5)
        editor.contentWidthChanged(0)
        #expect(editor.contentHeight.value == 102, "a width below 1 counts as 1")
    }

    @Test func aKeystrokeInALargeNoteMeasuresOnlyTheEditedParagraph() throws {
        let log = MeasureLog()
        var environment = EditNoteEnvironment.fixture
        environment.measureLines = { paragraph, width in
            log.record()
            return max(1, (paragraph.count + width - 1) / width)
        }
        let paragraphs = (0..<20_000).map { "Paragraph \($0): the quick brown fox jumps over the lazy dog." }
        let body = paragraphs.joined(separator: "\n")
        let library = NotesLibrary(
            notebook: Notebook(notes: [
                Note(id: .fixture(9), title: "Big", content: body, createdAt: Note.opened)
            ]))
        let editor = try EditNoteViewModel(for: .editNote(.fixture(9)), in: library, environment: environment)
        let heights = Recorder()
        heights.record(editor.contentHeight, as: "height")
        editor.contentWidthChanged(40)
        #expect(log.count == 20_000)
        var text = editor.content.value
        text.insert("x", at: text.utf8.index(text.utf8.startIndex, offsetBy: text.utf8.count / 2))
        editor.contentChanged(text)
        #expect(log.count == 20_001)
        #expect(editor.doneMode.value == .save)
        heights.stop()
    }

    @Test func aDockedKeyboardInsetsTheContentAndHidingItRemovesTheInset() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        let view = Rect(x: 0, y: 0, width: 390, height: 844)
        let keyboard = Rect(x: 0, y: 508, width: 390, height: 336)
        editor.keyboardFrameChanged(keyboard, viewFrame: view, safeArea: Insets(top: 47, bottom: 34))
        #expect(editor.keyboardFrame.value == keyboard)
        #expect(
            editor.keyboardAvoidance.value == KeyboardAvoidance(bottomInset: 302, scrollsCaretIntoView: false)
        )
        editor.caretFrameChanged(Rect(x: 20, y: 600, width: 2, height: 20))
        #expect(editor.keyboardAvoidance.value.scrollsCaretIntoView)
        editor.caretFrameChanged(Rect(x: 20, y: 200, width: 2, height: 20))
        #expect(!editor.keyboardAvoidance.value.scrollsCaretIntoView)
        editor.keyboardHidden()
        #expect(editor.keyboardFrame.value == nil)
        #expect(editor.keyboardAvoidance.value.bottomInset == 0)
    }

    @Test func aFloatingKeyboardOrAnEmptyFrameGivesNoInset() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        let view = Rect(x: 0, y: 0, width: 1024, height: 768)
        editor.keyboardFrameChanged(
            Rect(x: 300, y: 300, width: 320, height: 250), viewFrame: view, safeArea: .zero)
        #expect(editor.keyboardAvoidance.value.bottomInset == 0)
        editor.keyboardFrameChanged(.zero, viewFrame: view, safeArea: .zero)
        #expect(editor.keyboardFrame.value == nil)
    }
}
