/// The screen the editor presents on top of itself, as a value.
///
/// A front end (or the app shell) shows it when ``EditNoteViewModel/destination`` holds one and
/// reports its end: the picker's ``ColorPickerViewModel/finished`` outcome goes to
/// ``EditNoteViewModel/colorPickerFinished(_:)``.
public enum EditNoteDestination: Hashable, Sendable {
    /// The colour picker, opened with the route's initial value; Done goes to this editor.
    case colorPicker(ColorPickerRoute)
}
