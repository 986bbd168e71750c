/// How the editor makes room for the on-screen keyboard: the bottom inset for its scrolling
/// content and whether the caret must be scrolled into view.
///
/// All frames are in one coordinate space (the window's), y growing downwards. The rules:
/// - No keyboard, or an empty frame (hidden): no inset.
/// - A keyboard whose bottom edge is above the view's bottom edge is floating, undocked or split
///   in the middle of the screen: it does not push content up, so no inset.
/// - A docked keyboard insets the content by the height of the view it covers (measured from the
///   keyboard's top to the view's bottom, so a view partly above the keyboard is inset only by
///   the overlap), less the bottom safe area the content already keeps clear.
/// - The caret is scrolled into view when it lies outside the visible band: below the inset and
///   safe area at the bottom, or above the safe area at the top.
/// - An empty view frame (not reported yet) hides no caret: nothing is known to be outside it.
///
/// Rotation needs nothing special: pass the frames after rotation; a frame left over from the
/// other orientation that no longer meets the view gives no inset.
public struct KeyboardAvoidance: Hashable, Sendable {
    /// The inset to add at the bottom of the scrolling content, in points, never negative.
    public var bottomInset: Double
    /// Whether the caret is hidden and should be scrolled into view.
    public var scrollsCaretIntoView: Bool

    /// Creates a result from its parts.
    public init(bottomInset: Double, scrollsCaretIntoView: Bool) {
        self.bottomInset = bottomInset
        self.scrollsCaretIntoView = scrollsCaretIntoView
    }

    /// Applies the rules above.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's end frame, or `nil` when it is hidden.
    ///   - viewFrame: The editor view's frame.
    ///   - safeArea: The view's safe-area insets.
    ///   - caret: The caret's rectangle, or `nil` when no field is being edited.
    ///
    /// Non-finite geometry (bad input) never traps: it gives no inset.
    public init(keyboardFrame: Rect?, viewFrame: Rect, safeArea: Insets, caret: Rect?) {
        let inset = Self.bottomInset(keyboardFrame: keyboardFrame, viewFrame: viewFrame, safeArea: safeArea)
        self.bottomInset = inset
        guard let caret, !viewFrame.isEmpty else {
            self.scrollsCaretIntoView = false
            return
        }
        let visibleTop = viewFrame.minY + max(safeArea.top, 0)
        let visibleBottom = viewFrame.maxY - max(safeArea.bottom, 0) - inset
        self.scrollsCaretIntoView = caret.maxY > visibleBottom || caret.minY < visibleTop
    }

    private static func bottomInset(keyboardFrame: Rect?, viewFrame: Rect, safeArea: Insets) -> Double {
        guard let keyboard = keyboardFrame, !keyboard.isEmpty,
            keyboard.maxY >= viewFrame.maxY,
            let overlap = keyboard.intersection(viewFrame)
        else { return 0 }
        let covered = viewFrame.maxY - overlap.minY
        let inset = covered - max(safeArea.bottom, 0)
        return inset.isFinite ? max(inset, 0) : 0
    }
}
