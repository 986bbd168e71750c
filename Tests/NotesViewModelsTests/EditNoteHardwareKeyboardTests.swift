import Foundation
import NotesCore
import NotesViewModels
import Testing

/// With a hardware keyboard no on-screen keyboard ever shows: the view's frame is reported on its
/// own, and a caret inside it is visible.
@MainActor
@Suite struct EditNoteHardwareKeyboardTests {
    static let caret = Rect(x: 16, y: 300, width: 2, height: 22)

    @Test func withNoKeyboardEverShownACaretIsNotScrolledToBeforeTheViewIsKnown() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        editor.caretFrameChanged(Self.caret)
        #expect(
            editor.keyboardAvoidance.value == KeyboardAvoidance(bottomInset: 0, scrollsCaretIntoView: false))
        editor.caretFrameChanged(Rect(x: 16, y: 322, width: 2, height: 22))
        #expect(!editor.keyboardAvoidance.value.scrollsCaretIntoView, "the text does not jump on each move")
    }
}

extension EditNoteHardwareKeyboardTests {
    static let view = Rect(x: 0, y: 0, width: 400, height: 800)
    static let safeArea = Insets(top: 40, bottom: 30)

    @Test func theViewFrameIsReportedOnItsOwnAndPlacesTheCaret() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        editor.viewFrameChanged(Self.view, safeArea: Self.safeArea)
        editor.caretFrameChanged(Self.caret)
        #expect(
            editor.keyboardAvoidance.value == KeyboardAvoidance(bottomInset: 0, scrollsCaretIntoView: false))
        editor.caretFrameChanged(Rect(x: 16, y: 760, width: 2, height: 22))
        #expect(editor.keyboardAvoidance.value.scrollsCaretIntoView, "below the bottom safe area")
        editor.caretFrameChanged(Rect(x: 16, y: 20, width: 2, height: 22))
        #expect(editor.keyboardAvoidance.value.scrollsCaretIntoView, "under the top safe area")
    }

    @Test func aKeyboardShownThenHiddenLeavesTheViewFrameAsReported() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        editor.viewFrameChanged(Self.view, safeArea: Self.safeArea)
        editor.keyboardFrameChanged(
            Rect(x: 0, y: 500, width: 400, height: 300), viewFrame: Self.view, safeArea: Self.safeArea)
        #expect(editor.keyboardAvoidance.value.bottomInset == 270)
        editor.keyboardHidden()
        editor.caretFrameChanged(Rect(x: 16, y: 600, width: 2, height: 22))
        #expect(
            editor.keyboardAvoidance.value == KeyboardAvoidance(bottomInset: 0, scrollsCaretIntoView: false))
    }

    /// Random view frames, keyboards and carets against the rule computed directly from the
    /// geometry last reported.
    @Test func randomGeometryMatchesTheRuleOnTheLastReportedFrames() {
        var random = SeededRandomNumberGenerator(seed: 0xCA2E7)
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        var keyboard: Rect?
        var view = Rect.zero
        var safeArea = Insets.zero
        var caret: Rect?
        func number(_ limit: UInt64) -> Double { Double(random.next() % limit) }
        for step in 0..<3_000 {
            switch random.next() % 5 {
            case 0:
                view = Rect(x: 0, y: number(50), width: 100 + number(400), height: 100 + number(900))
                safeArea = Insets(top: number(50), bottom: number(40))
                editor.viewFrameChanged(view, safeArea: safeArea)
            case 1:
                let frame = Rect(x: 0, y: number(1_000), width: 400, height: number(400))
                view = Rect(x: 0, y: 0, width: 400, height: 400 + number(600))
                editor.keyboardFrameChanged(frame, viewFrame: view, safeArea: safeArea)
                keyboard = frame.isEmpty ? nil : frame
            case 2:
                editor.keyboardHidden()
                keyboard = nil
            default:
                caret = random.next() % 6 == 0 ? nil : Rect(x: 10, y: number(1_100), width: 2, height: 20)
                editor.caretFrameChanged(caret)
            }
            let expected = KeyboardAvoidance(
                keyboardFrame: keyboard, viewFrame: view, safeArea: safeArea, caret: caret)
            #expect(editor.keyboardAvoidance.value == expected, "step \(step)")
            if keyboard == nil, let caret, !view.isEmpty,
                caret.minY >= view.minY + safeArea.top, caret.maxY <= view.maxY - safeArea.bottom
            {
                #expect(!editor.keyboardAvoidance.value.scrollsCaretIntoView, "step \(step)")
            }
        }
    }
}
