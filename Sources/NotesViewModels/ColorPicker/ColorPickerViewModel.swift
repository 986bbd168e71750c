import Bindings
import NotesCore

/// The colour picker screen, "Note colour": a field of hue (x) and saturation (y), a brightness
/// slider, the current-colour swatch with its hex, a hex field, Cancel and Done.
///
/// A front end reports the field's size (``fieldResized(width:height:)``) and the user's drags,
/// slider moves, typed hex and key steps, and binds to the derived properties; it subscribes to
/// ``finished`` and then closes the screen. The value (``value``) is hue, saturation and
/// brightness, kept as such while editing; every derived property (``marker``, ``brightness``,
/// ``fieldOverlayOpacity``, ``swatch``, ``hexText``, ``valueText``) follows it in the same
/// update. The rules live in the pure ``ColorPickerState``.
///
/// Opened from a value, ``ColorPickerRoute``: the editor's ``EditNoteDestination/colorPicker(_:)``
/// carries one. Done delivers the value once, on ``finished`` and in ``outcome``; Cancel and every
/// other exit deliver ``ColorPickerOutcome/cancelled``. After that every action is ignored.
///
/// Main-actor isolated. A drag event costs the mapping of one point and the derived properties
/// (a hex and a value text); see `notes-bench picker`.
@MainActor
public final class ColorPickerViewModel {
    /// The language of the picker's words.
    public let language: NotesLanguage
    /// The route the picker was opened with.
    public let route: ColorPickerRoute
    /// "Note colour" or «Цвет заметки».
    public let title: String

    /// The colour being picked.
    public let value: Property<ColorPickerValue>
    /// The field's geometry as last reported (1 × 1 until then).
    public let field: Property<ColorPickerField>
    /// The marker: position in the field and fill.
    public let marker: Property<ColorPickerMarker>
    /// The hue, `0...1`, as a hue slider shows it; setting it is ``sliderMoved(_:to:)``.
    public let hue: EditableProperty<Double>
    /// The saturation, `0...1`, as a saturation slider shows it; setting it is
    /// ``sliderMoved(_:to:)``.
    public let saturation: EditableProperty<Double>
    /// The brightness slider's position, `0...1`: the value's brightness; setting it is the user
    /// moving the slider, ``brightnessSliderMoved(to:)``.
    public let brightness: EditableProperty<Double>
    /// The opacity of the black overlay that darkens the field: 1 − brightness.
    public let fieldOverlayOpacity: Property<Double>
    /// The current-colour swatch with its hex label.
    public let swatch: Property<ColorPickerSwatch>
    /// The hex field's text: as typed, or the value's `#RRGGBB`; setting it is the user's typing,
    /// ``hexTextChanged(_:)``, read when the field is submitted (``hexSubmitted()``).
    public let hexText: EditableProperty<String>
    /// Why the typed hex was refused, or `nil`; the value is untouched while one shows.
    public let hexError: Property<ColorPickerHexError?>
    /// The value as an assistive technology reads it: "Hue 180°, saturation 50 %, brightness 100 %".
    public let valueText: Property<String>
    /// Whether a drag in the field is under way.
    public let isDragging: Property<Bool>
    /// How the picker finished, or `nil` while it is open.
    public let outcome: Property<ColorPickerOutcome?>

    /// Fires with every change of the value: continuous ones during a drag, then one for its end.
    ///
    /// Nothing fires when the picker opens, nor for a move that changes nothing.
    public let valueChanged = Signal<ColorPickerChange>()
    /// Fires once when the picker is done or cancelled; the screen should close.
    public let finished = Signal<ColorPickerOutcome>()

    let state: MutableProperty<ColorPickerState>
    let outcomeState = MutableProperty<ColorPickerOutcome?>(nil)
    let memory: ColorPickerMemory?

    /// Opens a picker for `route`, showing its initial value.
    ///
    /// - Parameters:
    ///   - route: the initial value and where Done goes (the caller forwards ``finished``).
    ///   - language: the language of the words; English by default.
    ///   - memory: where Done records the value for the next picker, if anywhere.
    public init(route: ColorPickerRoute, language: NotesLanguage = .english, memory: ColorPickerMemory? = nil)
    {
        self.route = route
        self.language = language
        self.memory = memory
        self.title = ColorPickerText.title(language)
        state = MutableProperty(ColorPickerState(value: route.initialValue))
        value = state.map(\.value)
        field = state.map(\.field)
        marker = state.map {
            ColorPickerMarker(position: $0.field.markerPosition(for: $0.value), fill: $0.value.color)
        }
        let target = ActionTarget<ColorPickerViewModel>()
        hue = EditableProperty(value.map(\.hue)) { target.object?.sliderMoved(.hue, to: $0) }
        saturation = EditableProperty(value.map(\.saturation)) {
            target.object?.sliderMoved(.saturation, to: $0)
        }
        brightness = EditableProperty(value.map(\.brightness)) {
            target.object?.brightnessSliderMoved(to: $0)
        }
        fieldOverlayOpacity = brightness.map { 1 - $0 }
        swatch = value.map(ColorPickerSwatch.init(value:))
        hexText = EditableProperty(state.map(\.hexText)) { target.object?.hexTextChanged($0) }
        hexError = state.map(\.hexError)
        valueText = value.map { ColorPickerText.valueText($0, language: language) }
        isDragging = state.map(\.isDragging)
        outcome = outcomeState
        target.object = self
    }

    /// Opens a picker showing `value`, for a ``ColorSelectorViewModel`` used on its own.
    public convenience init(
        value: ColorPickerValue, language: NotesLanguage = .english, memory: ColorPickerMemory? = nil
    ) {
        self.init(
            route: ColorPickerRoute(initialValue: value, target: .colorSelector), language: language,
            memory: memory)
    }
}
