import Bindings
import NotesCore

/// The colour selector: four squares (white, red, green, custom) with the note's colour checked,
/// and the way into the colour picker.
///
/// Self-contained: a front end can use it without the editor. It binds ``squares`` and reports
/// taps and long presses; a tap on a coloured square selects it (``selectedColor``), a tap on the
/// palette or a long press on the custom square sends ``pickerRequested`` with the value to open
/// the picker at. The picker's Done comes back through ``colorPicked(_:)``. The rules live in the
/// pure ``ColorSelectorState``; "matches" there means equal 8-bit channels.
///
/// Main-actor isolated; every action is O(1).
@MainActor
public final class ColorSelectorViewModel {
    /// The language of the selector's words.
    public let language: NotesLanguage
    /// The four squares in order, exactly one checked.
    public let squares: Property<[ColorSelectorSquare]>
    /// The selected colour: the note's colour.
    public let selectedColor: Property<NoteColor>
    /// The custom square's value, or `nil` while it shows a palette.
    public let customValue: Property<ColorPickerValue?>
    /// Fires with the value a picker should open at, when the user asks for one.
    public let pickerRequested = Signal<ColorPickerValue>()

    let state: MutableProperty<ColorSelectorState>
    /// Whether actions are ignored (the editor that owns the selector has finished).
    var isClosed = false

    /// A selector for a note coloured `selectedColor`.
    ///
    /// - Parameters:
    ///   - selectedColor: the note's colour; one matching none of the fixed squares goes into the
    ///     custom square.
    ///   - memory: the app's picker memory. The custom square starts with the value chosen last in
    ///     any picker (so the picker reopens at it); a note colour of its own replaces it, taking
    ///     that value's hue when it is a grey or black.
    ///   - language: the language of the selector's words; English by default.
    public init(
        selectedColor: NoteColor, memory: ColorPickerMemory? = nil, language: NotesLanguage = .english
    ) {
        self.language = language
        var custom = memory?.lastChosen
        if let memory, ColorSelectorState.fixedKind(matching: selectedColor) == nil {
            custom = memory.value(for: selectedColor)
        }
        state = MutableProperty(ColorSelectorState(selectedColor: selectedColor, customValue: custom))
        squares = state.map(\.squares)
        self.selectedColor = state.map(\.selectedColor)
        customValue = state.map(\.customValue)
    }

    /// The user tapped the square `kind`: a coloured square becomes the selection; the palette
    /// asks for the picker on ``pickerRequested``.
    public func squareTapped(_ kind: ColorSelectorSquare.Kind) {
        guard !isClosed else { return }
        handle(state.value.tapped(kind))
    }

    /// The user long-pressed the square `kind`: on the custom square, coloured or not, asks for
    /// the picker, preset with the custom colour when there is one, else the note's colour.
    public func squareLongPressed(_ kind: ColorSelectorSquare.Kind) {
        guard !isClosed, let request = state.value.longPressed(kind) else { return }
        handle(request)
    }

    /// The picker opened from this selector finished with Done and `value`: it goes into the
    /// custom square and its colour is selected.
    public func colorPicked(_ value: ColorPickerValue) {
        guard !isClosed else { return }
        state.value.picked(value)
    }

    private func handle(_ request: ColorSelectorState.Request) {
        switch request {
        case .select(let color): state.value.select(color)
        case .openPicker(let value): pickerRequested.send(value)
        }
    }
}
