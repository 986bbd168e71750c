/// The geometry the editor's keyboard avoidance needs besides the keyboard's own frame: the view's
/// frame, its safe area and the caret, as the front end last reported them.
struct EditNoteKeyboardGeometry: Hashable, Sendable {
    var viewFrame = Rect.zero
    var safeArea = Insets.zero
    var caret: Rect?
}
