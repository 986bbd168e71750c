import NotesCore

/// How a colour picker finished, sent once on ``ColorPickerViewModel/finished``; an app shell
/// forwards it to whoever opened the picker (the editor's
/// ``EditNoteViewModel/colorPickerFinished(_:)``).
public enum ColorPickerOutcome: Hashable, Sendable {
    /// Done: the user chose this value; its ``ColorPickerValue/color`` is the colour to apply.
    case done(ColorPickerValue)
    /// Cancel, a back gesture or any other way out: nothing changes.
    case cancelled

    /// The chosen colour, or `nil` when the picker was cancelled.
    public var color: NoteColor? {
        switch self {
        case .done(let value): value.color
        case .cancelled: nil
        }
    }
}
