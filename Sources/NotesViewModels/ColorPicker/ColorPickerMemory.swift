import NotesCore

/// The value chosen last in a colour picker, kept for as long as the app runs, so that reopening
/// the picker shows it and a grey or black chosen last keeps its hue.
///
/// One per app: the app shell creates it and passes it to every editor through
/// ``EditNoteEnvironment/colorMemory`` (and to pickers it builds). It is not persisted: a note
/// stores its colour as RGB, which holds no hue for greys. Main-actor isolated.
@MainActor
public final class ColorPickerMemory {
    /// The value of the last Done, or `nil` before the first.
    public internal(set) var lastChosen: ColorPickerValue?

    /// An empty memory.
    nonisolated public init() {}

    /// The value to show for `color`: the last chosen value when it is the same colour (so its hue
    /// and saturation come back exactly), else `color` with the hue of the last chosen value kept
    /// where `color` has none (a grey or black).
    public func value(for color: NoteColor) -> ColorPickerValue {
        if let lastChosen, lastChosen.color == ColorPickerValue(color: color).color { return lastChosen }
        return ColorPickerValue(color: color, keepingHueOf: lastChosen)
    }

    /// Records the value of a Done.
    public func remember(_ value: ColorPickerValue) {
        lastChosen = value
    }
}
