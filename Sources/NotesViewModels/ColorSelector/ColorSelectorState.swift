import NotesCore

/// The colour selector's rules as a plain value: the selected colour, the custom square's value,
/// and what a tap or a long press does.
///
/// "Matches" means equal 8-bit channels: two colours match when each of red, green, blue and
/// alpha rounds to the same of 256 steps, as `#RRGGBBAA` hex says. A note colour read from the
/// store (8-bit) or picked (rounded to 8 bits) thus matches a fixed square exactly when its hex
/// does.
///
/// Alpha is the note's, not the picker's: the picker edits hue, saturation and brightness, and the
/// custom square holds its value with the alpha of the colour it was made from. So a translucent
/// note colour (the store and the seed's notes carry alpha) checks the custom square, and choosing
/// the custom square or Done in the picker keeps the alpha the note had. Exactly one square is
/// checked for every colour.
public struct ColorSelectorState: Hashable, Sendable {
    /// What a tap or a long press asks the selector's owner to do.
    public enum Request: Hashable, Sendable {
        /// Select this colour (a coloured square was tapped).
        case select(NoteColor)
        /// Open the picker with this value.
        case openPicker(ColorPickerValue)
    }

    /// The note's colour.
    public private(set) var selectedColor: NoteColor
    /// The custom square's value: the last colour picked, or a note colour that matches none of
    /// the fixed squares; `nil` while the square shows a palette.
    public private(set) var customValue: ColorPickerValue?
    /// The alpha of the custom square's colour: that of the note colour it was made from.
    private var customAlpha: Double = 1

    /// A selector for a note coloured `selectedColor`; a colour matching none of the fixed squares
    /// goes into the custom square, as `customValue` (its hue kept from `customValue` when given).
    public init(selectedColor: NoteColor, customValue: ColorPickerValue? = nil) {
        self.selectedColor = selectedColor
        self.customValue = customValue
        customAlpha = selectedColor.alpha
        if Self.fixedKind(matching: selectedColor) == nil,
            customColor.map({ Self.matches($0, selectedColor) }) != true
        {
            self.customValue = ColorPickerValue(color: selectedColor, keepingHueOf: customValue)
        }
    }

    /// The custom square's colour: ``customValue`` with the alpha of the colour it was made from;
    /// `nil` while the square shows a palette.
    public var customColor: NoteColor? {
        customValue.map { value in
            var color = value.color
            color.alpha = customAlpha
            return color
        }
    }

    /// The four squares in order: white, red, green, custom; exactly one is checked, the first
    /// whose colour matches ``selectedColor``.
    public var squares: [ColorSelectorSquare] {
        var checked = false
        return ColorSelectorSquare.Kind.allCases.map { kind in
            let fill: ColorSelectorSquare.Fill
            if let fixed = kind.fixedColor {
                fill = .color(fixed)
            } else if let customColor {
                fill = .color(customColor)
            } else {
                fill = .palette
            }
            var isChecked = false
            if !checked, case .color(let color) = fill, Self.matches(color, selectedColor) {
                (isChecked, checked) = (true, true)
            }
            return ColorSelectorSquare(kind: kind, fill: fill, isChecked: isChecked)
        }
    }

    /// The value a picker opens with: the custom square's when it has one, else the note's colour.
    public var pickerPreset: ColorPickerValue {
        customValue ?? ColorPickerValue(color: selectedColor)
    }

    /// The user tapped the square `kind`: a coloured square asks to select its colour, the palette
    /// asks to open the picker.
    public func tapped(_ kind: ColorSelectorSquare.Kind) -> Request {
        if let fixed = kind.fixedColor { return .select(fixed) }
        if let customColor { return .select(customColor) }
        return .openPicker(pickerPreset)
    }

    /// The user long-pressed the square `kind`: on the custom square (coloured or not) it asks to
    /// open the picker; on a fixed square it does nothing.
    public func longPressed(_ kind: ColorSelectorSquare.Kind) -> Request? {
        kind == .custom ? .openPicker(pickerPreset) : nil
    }

    /// Selects `color`; one matching none of the fixed squares goes into the custom square.
    public mutating func select(_ color: NoteColor) {
        selectedColor = color
        if Self.fixedKind(matching: color) == nil, customColor.map({ Self.matches($0, color) }) != true {
            customValue = ColorPickerValue(color: color, keepingHueOf: customValue)
            customAlpha = color.alpha
        }
    }

    /// A picker's Done with `value`: the value goes into the custom square (hue and all) with the
    /// alpha the note's colour had, and that colour is selected, checking a fixed square instead
    /// when it matches one.
    public mutating func picked(_ value: ColorPickerValue) {
        customValue = value
        customAlpha = selectedColor.alpha
        selectedColor = customColor ?? value.color
    }

    /// Whether `a` and `b` have equal 8-bit channels (alpha included).
    public static func matches(_ a: NoteColor, _ b: NoteColor) -> Bool {
        a.hex(includingAlpha: true) == b.hex(includingAlpha: true)
    }

    /// The fixed square whose colour matches `color`, if any.
    static func fixedKind(matching color: NoteColor) -> ColorSelectorSquare.Kind? {
        ColorSelectorSquare.Kind.allCases.first { $0.fixedColor.map { matches($0, color) } == true }
    }
}
