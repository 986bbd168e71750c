import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Undo and redo in the editor: typing coalesced into words, every other change a step of its
/// own, and the rules of Done following the restored fields.
@MainActor
@Suite struct EditNoteViewModelUndoTests {
    /// Types `text` into the content one character at a time, at the end, as a keyboard does.
    private func type(_ text: String, into editor: EditNoteViewModel) {
        for character in text { editor.contentChanged(editor.content.value + String(character)) }
    }

    @Test func undoTakesTypingBackOneWordAtATime() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        type("hello big world", into: editor)
        editor.undoTapped()
        #expect(editor.content.value == "hello big ")
        editor.undoTapped()
        #expect(editor.content.value == "hello ")
        editor.undoTapped()
        #expect(editor.content.value.isEmpty && !editor.canUndo.value)
        editor.redoTapped()
        editor.redoTapped()
        #expect(editor.content.value == "hello big " && editor.canRedo.value)
    }

    @Test func backspacesMakeOneStepPerWord() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        editor.contentChanged("one two")
        for _ in 0..<5 { editor.contentChanged(String(editor.content.value.dropLast())) }
        #expect(editor.content.value == "on")
        editor.undoTapped()
        #expect(editor.content.value == "one")
        editor.undoTapped()
        #expect(editor.content.value == "one two")
    }

    @Test func aPasteAndAMovedCaretStartNewSteps() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        type("ab", into: editor)
        editor.contentChanged("ab pasted")
        type("c", into: editor)
        editor.caretMoved()
        type("d", into: editor)
        editor.undoTapped()
        #expect(editor.content.value == "ab pastedc")
        editor.undoTapped()
        #expect(editor.content.value == "ab pasted")
        editor.undoTapped()
        #expect(editor.content.value == "ab")
    }

    @Test func textReplacedAtOnceIsOneStepThatEndsTheWordTyped() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        editor.titleChanged("Title")
        type("ab", into: editor)
        editor.textReplaced(title: "New title", content: "New text")
        type("c", into: editor)
        editor.undoTapped()
        #expect(editor.title.value == "New title" && editor.content.value == "New text")
        editor.undoTapped()
        #expect(editor.title.value == "Title" && editor.content.value == "ab")
        editor.redoTapped()
        #expect(editor.title.value == "New title" && editor.content.value == "New text")
        // The same text again is no step at all.
        editor.textReplaced(title: "New title", content: "New text")
        editor.undoTapped()
        #expect(editor.title.value == "Title")
    }

    @Test func undoingBackToTheOpenedNoteDisablesDoneAgain() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: .fixture())
        editor.titleChanged(editor.title.value + "!")
        #expect(editor.isDoneEnabled.value)
        editor.undoTapped()
        #expect(!editor.isDoneEnabled.value && editor.title.value == Note.groceries.title)
    }

    @Test func colourImportanceAndSelfDestructAreStepsOfTheirOwn() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: .fixture())
        let color = editor.color.value
        editor.colorSelector.squareTapped(.red)
        editor.importanceSelected(.important)
        editor.selfDestructToggled(true)
        editor.undoTapped()
        #expect(!editor.isSelfDestructEnabled.value && editor.importance.value == .important)
        editor.undoTapped()
        #expect(editor.importance.value == Note.groceries.importance && editor.color.value == .red)
        editor.undoTapped()
        #expect(editor.color.value == color && !editor.canUndo.value)
        editor.redoTapped()
        #expect(editor.color.value == .red)
    }

    @Test func aChangeAfterUndoForgetsTheRedo() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        type("one", into: editor)
        editor.undoTapped()
        #expect(editor.canRedo.value)
        type("x", into: editor)
        #expect(!editor.canRedo.value)
    }

    @Test func joinersTypedAfterACharacterCoalesceWithIt() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        for scalar in ["e", "\u{301}", "👍", "\u{1F3FD}", " ", "\u{200D}"] {
            editor.contentChanged(editor.content.value + scalar)
        }
        editor.undoTapped()
        #expect(editor.content.value == "é👍🏽 ")
        editor.undoTapped()
        #expect(editor.content.value.isEmpty)
    }

    @Test func undoAndRedoAreIgnoredOnceTheEditorFinished() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        type("a", into: editor)
        editor.cancelTapped()
        editor.undoTapped()
        #expect(editor.content.value == "a")
    }

    @Test func historyKeepsAtMostItsLimitOfSteps() {
        var history = UndoHistory<Int, Int>(limit: 3)
        for value in 0..<10 { history.record(.other, before: value) }
        #expect(history.undoCount == 3)
        #expect(history.undo(current: 10) == 9)
        #expect(history.undo(current: 9) == 8)
        #expect(history.undo(current: 8) == 7)
        #expect(history.undo(current: 7) == nil)
    }

    /// Random typing, deleting, pasting, caret moves, choices, undo and redo in both fields, against
    /// ``EditNoteUndoReference``.
    @Test(arguments: 0..<40)
    func undoMatchesThePlainReferenceOverRandomEdits(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: 0x0DD0_0000 + seed)
        let pieces: [Unicode.Scalar] = [
            "a", "b", "l", " ", "\n", "e", "\u{301}", "👍", "\u{1F3FD}", "\u{200D}", "й",
        ]
        for _ in 0..<50 {
            let editor = EditNoteViewModel.newNote(in: NotesLibrary())
            var reference = EditNoteUndoReference()
            var carets = [0, 0]
            for _ in 0..<60 {
                let field = Bool.random(using: &random) ? EditNoteUndoReference.Field.title : .content
                let index = field == .title ? 0 : 1
                var scalars = field == .title ? reference.fields.title : reference.fields.content
                carets[index] = min(carets[index], scalars.count)
                switch Int.random(in: 0..<12, using: &random) {
                case 0..<5:
                    scalars.insert(pieces.randomElement(using: &random)!, at: carets[index])
                    carets[index] += 1
                case 5:
                    guard carets[index] > 0 else { continue }
                    scalars.remove(at: carets[index] - 1)
                    carets[index] -= 1
                case 6:
                    guard carets[index] < scalars.count else { continue }
                    scalars.remove(at: carets[index])
                case 7:
                    let paste = (0..<Int.random(in: 2...4, using: &random)).map { _ in
                        pieces.randomElement(using: &random)!
                    }
                    scalars.insert(contentsOf: paste, at: carets[index])
                case 8:
                    carets[index] = Int.random(in: 0...scalars.count, using: &random)
                    editor.caretMoved()
                    reference.caretMoved()
                    continue
                case 9:
                    let importance = Importance.allCases.randomElement(using: &random)!
                    editor.importanceSelected(importance)
                    reference.setImportance(importance)
                    continue
                case 10:
                    editor.undoTapped()
                    reference.undo()
                    continue
                default:
                    editor.redoTapped()
                    reference.redo()
                    continue
                }
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars)
                if field == .title { editor.titleChanged(text) } else { editor.contentChanged(text) }
                reference.setText(field, scalars)
                #expect(Array(editor.title.value.unicodeScalars) == reference.fields.title)
                #expect(Array(editor.content.value.unicodeScalars) == reference.fields.content)
            }
            #expect(Array(editor.title.value.unicodeScalars) == reference.fields.title)
            #expect(Array(editor.content.value.unicodeScalars) == reference.fields.content)
            #expect(editor.importance.value == reference.fields.importance)
            #expect(editor.canUndo.value == reference.canUndo && editor.canRedo.value == reference.canRedo)
            // Undoing everything comes back to the empty note.
            while editor.canUndo.value { editor.undoTapped() }
            #expect(editor.title.value.isEmpty && editor.content.value.isEmpty)
        }
    }
}
