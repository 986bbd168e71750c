import NotesCore
import NotesTerminal
import Testing

/// The field editor never traps on any Unicode text, its caret always lies on a character boundary
/// inside the text, and it edits exactly as a plain model does over thousands of random sequences.
@Suite struct TextFieldEditorTests {
    /// What a user can do to a field.
    enum Edit: CaseIterable {
        case type, paste, backspace, delete, deleteWord, left, right, wordLeft, wordRight, home, end, up, down
    }

    @Test(arguments: UnicodeSamples.joiningTexts)
    func typingCharactersThatJoinTheOneBeforeKeepsTheCaretAtTheEnd(_ joining: String) {
        for isMultiline in [false, true] {
            var field = TextFieldEditor(text: "ab", isMultiline: isMultiline)
            for scalar in joining.unicodeScalars { field.insert(String(scalar)) }
            field.insert("c")
            #expect(field.text.hasSuffix("c"))
            #expect(field.caret == field.text.count)
            field.deleteBackward()
            field.deleteBackward()
            field.moveLeft()
            field.insert("x")
            field.deleteForward()
            #expect(field.caret <= field.text.count)
        }
    }

    @Test func aCombiningAccentTypedAfterALetterJoinsItAndBackspaceRemovesBoth() {
        var field = TextFieldEditor(text: "caf", isMultiline: false)
        field.insert("e")
        field.insert("\u{301}")
        #expect(field.text == "cafe\u{301}")
        #expect(field.caret == 4)
        field.deleteBackward()
        #expect(field.text == "caf")
        #expect(field.caret == 3)
    }

    @Test func aFlagTypedOneIndicatorAtATimeIsOneCharacterBeforeTheCaret() {
        var field = TextFieldEditor(text: "", isMultiline: false)
        field.insert("🇺")
        field.insert("🇸")
        #expect(field.caret == 1)
        field.moveLeft()
        #expect(field.caret == 0)
        field.deleteForward()
        #expect(field.text.isEmpty)
    }

    @Test func aLoneCarriageReturnPastedIntoTheContentIsALineBreak() {
        var field = TextFieldEditor(text: "", isMultiline: true)
        field.insert("one\rtwo\r\nthree")
        #expect(field.text == "one\ntwo\nthree")
        #expect(field.caretLineAndColumn == (2, 5))
    }

    @Test func randomEditsNeverTrapKeepTheCaretOnABoundaryAndMatchTheModel() {
        var generator = SeededRandomNumberGenerator(seed: 20)
        for sequence in 0..<3_000 {
            let isMultiline = sequence % 2 == 0
            let start = UnicodeSamples.text(
                count: Int.random(in: 0...4, using: &generator), using: &generator)
            var field = TextFieldEditor(text: start, isMultiline: isMultiline)
            var model = TextFieldModel(text: start, isMultiline: isMultiline)
            var log: [String] = []
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                let edit = Edit.allCases.randomElement(using: &generator)!
                switch edit {
                case .type:
                    let typed = String(UnicodeSamples.scalar(using: &generator))
                    log.append("type \(typed.unicodeScalars.map { String($0.value, radix: 16) })")
                    field.insert(typed)
                    model.insert(typed)
                case .paste:
                    let pasted = UnicodeSamples.text(
                        count: Int.random(in: 1...5, using: &generator), using: &generator)
                    log.append("paste \(pasted.unicodeScalars.map { String($0.value, radix: 16) })")
                    field.insert(pasted)
                    model.insert(pasted)
                default:
                    log.append("\(edit)")
                    apply(edit, to: &field, model: &model)
                }
                let caret = field.caretIndex
                let text = field.text
                let isOnBoundary = text[..<caret].count + text[caret...].count == text.count
                guard isOnBoundary, text == model.text,
                    text.utf8.distance(from: text.startIndex, to: caret) == model.utf8Caret,
                    field.caret == model.characterCaret, field.caretLineAndColumn == model.lineAndColumn
                else {
                    Issue.record(
                        "sequence \(sequence) differs from the model after \(log): \(Array(text.unicodeScalars)) caret \(field.caret), model \(model.scalars) caret \(model.characterCaret)"
                    )
                    return
                }
            }
        }
    }

    private func apply(_ edit: Edit, to field: inout TextFieldEditor, model: inout TextFieldModel) {
        switch edit {
        case .type, .paste: break
        case .backspace:
            field.deleteBackward()
            model.deleteBackward()
        case .delete:
            field.deleteForward()
            model.deleteForward()
        case .deleteWord:
            field.deleteWordBackward()
            model.deleteWordBackward()
        case .left:
            field.moveLeft()
            model.moveLeft()
        case .right:
            field.moveRight()
            model.moveRight()
        case .wordLeft:
            field.moveWordLeft()
            model.moveWordLeft()
        case .wordRight:
            field.moveWordRight()
            model.moveWordRight()
        case .home:
            field.moveToLineStart()
            model.moveToLineStart()
        case .end:
            field.moveToLineEnd()
            model.moveToLineEnd()
        case .up:
            #expect(field.moveUp() == model.moveUp())
        case .down:
            #expect(field.moveDown() == model.moveDown())
        }
    }
}
