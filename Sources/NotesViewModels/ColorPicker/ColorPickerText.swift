/// The words of the colour picker, in English and Russian: the title, buttons, labels, the
/// value text an assistive technology reads, and the hex errors.
///
/// Pure functions of their arguments; the language is ``ColorPickerViewModel/language``.
public enum ColorPickerText {
    /// The screen title: "Note colour", «Цвет заметки».
    public static func title(_ language: NotesLanguage) -> String {
        language == .russian ? "Цвет заметки" : "Note colour"
    }

    /// The button that discards: "Cancel", "Отмена".
    public static func cancel(_ language: NotesLanguage) -> String {
        language == .russian ? "Отмена" : "Cancel"
    }

    /// The button that returns the colour: "Done", "Готово".
    public static func done(_ language: NotesLanguage) -> String {
        language == .russian ? "Готово" : "Done"
    }

    /// The slider's label: "Brightness", "Яркость".
    public static func brightness(_ language: NotesLanguage) -> String {
        language == .russian ? "Яркость" : "Brightness"
    }

    /// The hex field's label: "Hex", "Код".
    public static func hexField(_ language: NotesLanguage) -> String {
        language == .russian ? "Код" : "Hex"
    }

    /// The name of an axis, capitalised: "Hue", "Saturation", "Brightness"; «Тон», «Насыщенность»,
    /// «Яркость».
    public static func axisName(_ axis: ColorPickerAxis, language: NotesLanguage) -> String {
        switch (axis, language) {
        case (.hue, .english): "Hue"
        case (.saturation, .english): "Saturation"
        case (.brightness, .english): "Brightness"
        case (.hue, .russian): "Тон"
        case (.saturation, .russian): "Насыщенность"
        case (.brightness, .russian): "Яркость"
        }
    }

    /// The value as an assistive technology reads it: "Hue 180°, saturation 50 %, brightness 100 %";
    /// «Тон 180°, насыщенность 50 %, яркость 100 %».
    ///
    /// Degrees and percentages are rounded to whole numbers.
    public static func valueText(_ value: ColorPickerValue, language: NotesLanguage) -> String {
        let (saturation, brightness) =
            language == .russian ? ("насыщенность", "яркость") : ("saturation", "brightness")
        return "\(axisName(.hue, language: language)) \(degrees(value.hue))°, "
            + "\(saturation) \(percent(value.saturation)) %, \(brightness) \(percent(value.brightness)) %"
    }

    /// One axis of `value` as text: "180°" for the hue, "50 %" for the others.
    public static func axisValue(_ axis: ColorPickerAxis, of value: ColorPickerValue) -> String {
        axis == .hue ? "\(degrees(value.hue))°" : "\(percent(value[axis])) %"
    }

    /// What is wrong with the typed hex, naming what is accepted.
    public static func hexError(_ error: ColorPickerHexError, language: NotesLanguage) -> String {
        switch (error, language) {
        case (.empty, .english): "Type a colour as #RGB or #RRGGBB."
        case (.empty, .russian): "Введите цвет как #RGB или #RRGGBB."
        case (.wrongLength(let count), .english): "\(count) digits: type #RGB or #RRGGBB."
        case (.wrongLength(let count), .russian): "Цифр: \(count). Введите #RGB или #RRGGBB."
        case (.invalidCharacter(let character), .english):
            "“\(character)” is not a hex digit: use 0–9 and A–F."
        case (.invalidCharacter(let character), .russian):
            "«\(character)» — не шестнадцатеричная цифра: используйте 0–9 и A–F."
        }
    }

    static func degrees(_ hue: Double) -> Int { Int((hue * 360).rounded()) }

    static func percent(_ fraction: Double) -> Int { Int((fraction * 100).rounded()) }
}
