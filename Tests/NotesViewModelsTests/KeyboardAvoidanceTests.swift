import NotesViewModels
import Testing

@Suite struct KeyboardAvoidanceTests {
    /// An iPhone in portrait: 390 × 844 with a 34 pt home indicator and a 47 pt notch.
    static let portrait = Rect(x: 0, y: 0, width: 390, height: 844)
    static let portraitSafeArea = Insets(top: 47, bottom: 34)
    static let portraitKeyboard = Rect(x: 0, y: 508, width: 390, height: 336)
    /// The same phone in landscape.
    static let landscape = Rect(x: 0, y: 0, width: 844, height: 390)
    static let landscapeSafeArea = Insets(left: 47, bottom: 21, right: 47)
    static let landscapeKeyboard = Rect(x: 0, y: 181, width: 844, height: 209)

    static func caret(atY y: Double) -> Rect { Rect(x: 20, y: y, width: 2, height: 20) }

    @Test func hiddenKeyboardNeedsNoInset() {
        let result = KeyboardAvoidance(
            keyboardFrame: nil, viewFrame: Self.portrait, safeArea: Self.portraitSafeArea,
            caret: Self.caret(atY: 600))
        #expect(result == KeyboardAvoidance(bottomInset: 0, scrollsCaretIntoView: false))
    }

    @Test func emptyKeyboardFrameCountsAsHidden() {
        let result = KeyboardAvoidance(
            keyboardFrame: Rect(x: 0, y: 844, width: 390, height: 0), viewFrame: Self.portrait,
            safeArea: Self.portraitSafeArea, caret: nil)
        #expect(result.bottomInset == 0)
    }

    @Test func dockedKeyboardInsetsByItsHeightLessTheSafeArea() {
        let result = KeyboardAvoidance(
            keyboardFrame: Self.portraitKeyboard, viewFrame: Self.portrait, safeArea: Self.portraitSafeArea,
            caret: nil)
        #expect(result.bottomInset == 302)
        #expect(!result.scrollsCaretIntoView)
    }

    @Test func caretBehindTheKeyboardIsScrolledIntoView() {
        let hidden = KeyboardAvoidance(
            keyboardFrame: Self.portraitKeyboard, viewFrame: Self.portrait, safeArea: Self.portraitSafeArea,
            caret: Self.caret(atY: 600))
        #expect(hidden.scrollsCaretIntoView)
        let visible = KeyboardAvoidance(
            keyboardFrame: Self.portraitKeyboard, viewFrame: Self.portrait, safeArea: Self.portraitSafeArea,
            caret: Self.caret(atY: 300))
        #expect(!visible.scrollsCaretIntoView)
    }

    @Test func caretUnderTheTopSafeAreaIsScrolledIntoView() {
        let result = KeyboardAvoidance(
            keyboardFrame: nil, viewFrame: Self.portrait, safeArea: Self.portraitSafeArea,
            caret: Self.caret(atY: 10))
        #expect(result.scrollsCaretIntoView)
    }

    @Test func floatingKeyboardAboveTheBottomEdgeNeedsNoInset() {
        let floating = Rect(x: 400, y: 500, width: 320, height: 250)
        let iPad = Rect(x: 0, y: 0, width: 1024, height: 1366)
        let result = KeyboardAvoidance(
            keyboardFrame: floating, viewFrame: iPad, safeArea: Insets(top: 24, bottom: 20),
            caret: Self.caret(atY: 600))
        #expect(result == KeyboardAvoidance(bottomInset: 0, scrollsCaretIntoView: false))
    }

    @Test func undockedSplitKeyboardNeedsNoInset() {
        let split = Rect(x: 0, y: 700, width: 1366, height: 260)
        let iPadLandscape = Rect(x: 0, y: 0, width: 1366, height: 1024)
        let result = KeyboardAvoidance(
            keyboardFrame: split, viewFrame: iPadLandscape, safeArea: Insets(bottom: 20), caret: nil)
        #expect(result.bottomInset == 0)
    }

    @Test func dockedSplitKeyboardInsetsLikeAFullOne() {
        let split = Rect(x: 0, y: 700, width: 1366, height: 324)
        let iPadLandscape = Rect(x: 0, y: 0, width: 1366, height: 1024)
        let result = KeyboardAvoidance(
            keyboardFrame: split, viewFrame: iPadLandscape, safeArea: Insets(bottom: 20), caret: nil)
        #expect(result.bottomInset == 304)
    }

    @Test func formSheetPartlyCoveredIsInsetOnlyByTheOverlap() {
        let sheet = Rect(x: 200, y: 100, width: 540, height: 620)
        let keyboard = Rect(x: 0, y: 650, width: 1024, height: 330)
        let result = KeyboardAvoidance(keyboardFrame: keyboard, viewFrame: sheet, safeArea: .zero, caret: nil)
        #expect(result.bottomInset == 70)
    }

    @Test func viewEndingAboveTheKeyboardNeedsNoInset() {
        let view = Rect(x: 0, y: 0, width: 390, height: 500)
        let result = KeyboardAvoidance(
            keyboardFrame: Self.portraitKeyboard, viewFrame: view, safeArea: .zero, caret: nil)
        #expect(result.bottomInset == 0)
    }

    @Test func safeAreaTallerThanTheOverlapLeavesNoInset() {
        let keyboard = Rect(x: 0, y: 824, width: 390, height: 20)
        let result = KeyboardAvoidance(
            keyboardFrame: keyboard, viewFrame: Self.portrait, safeArea: Self.portraitSafeArea, caret: nil)
        #expect(result.bottomInset == 0)
    }

    @Test func rotationToLandscapeUsesTheLandscapeFrames() {
        let result = KeyboardAvoidance(
            keyboardFrame: Self.landscapeKeyboard, viewFrame: Self.landscape,
            safeArea: Self.landscapeSafeArea,
            caret: Self.caret(atY: 200))
        #expect(result == KeyboardAvoidance(bottomInset: 188, scrollsCaretIntoView: true))
    }

    @Test func portraitKeyboardFrameLeftOverAfterRotationNeedsNoInset() {
        let result = KeyboardAvoidance(
            keyboardFrame: Self.portraitKeyboard, viewFrame: Self.landscape, safeArea: Self.landscapeSafeArea,
            caret: nil)
        #expect(result.bottomInset == 0)
    }

    @Test func nonFiniteGeometryGivesNoInset() {
        let keyboard = Rect(x: 0, y: -.infinity, width: 390, height: .infinity)
        let result = KeyboardAvoidance(
            keyboardFrame: keyboard, viewFrame: Self.portrait, safeArea: .zero, caret: nil)
        #expect(result.bottomInset == 0)
    }
}
