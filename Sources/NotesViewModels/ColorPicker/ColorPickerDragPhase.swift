/// The stage of a drag (or a tap, a drag that does not move) in the colour field.
public enum ColorPickerDragPhase: Hashable, Sendable, CaseIterable {
    /// The finger or pointer went down.
    case began
    /// It moved, inside the field or outside it.
    case moved
    /// It was lifted, inside the field or outside it.
    case ended
    /// The system took the gesture away (a call, a scroll view).
    case cancelled
}
