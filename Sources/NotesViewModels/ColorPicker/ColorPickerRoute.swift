import NotesCore

/// Everything needed to open a colour picker, as a value: the colour it opens with and where Done
/// goes.
///
/// The editor's ``EditNoteDestination/colorPicker(_:)`` carries one; a front end or an app shell
/// builds the screen with ``ColorPickerViewModel/init(route:language:memory:)`` and forwards the
/// picker's ``ColorPickerViewModel/finished`` outcome as ``target`` says.
public struct ColorPickerRoute: Hashable, Sendable {
    /// Where the outcome of the picker is delivered.
    public enum Target: Hashable, Sendable {
        /// The colour of the note open in the editor with this identity: deliver the outcome to
        /// that editor's ``EditNoteViewModel/colorPickerFinished(_:)``.
        case noteColor(Note.ID)
        /// A ``ColorSelectorViewModel`` used on its own: deliver a Done value to its
        /// ``ColorSelectorViewModel/colorPicked(_:)``; a cancel needs nothing.
        case colorSelector
    }

    /// The value the picker opens with: field marker, slider, swatch and hex all show it.
    public var initialValue: ColorPickerValue
    /// Where the outcome goes.
    public var target: Target

    /// Creates a route.
    public init(initialValue: ColorPickerValue, target: Target) {
        self.initialValue = initialValue
        self.target = target
    }
}
