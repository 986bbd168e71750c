import NotesCore

/// The current-colour swatch at the top of the picker: the colour, its hex label and the
/// rounding of its corners.
public struct ColorPickerSwatch: Hashable, Sendable {
    /// The radius of the swatch's rounded corners, in points.
    public static let cornerRadius: Double = 5

    /// The colour shown.
    public var color: NoteColor
    /// The label under the swatch: `#RRGGBB`, rounded from the value.
    public var hex: String
    /// The radius of the corners, ``cornerRadius``.
    public var cornerRadius: Double

    /// The swatch for `value`.
    public init(value: ColorPickerValue) {
        self.color = value.color
        self.hex = value.hex
        self.cornerRadius = Self.cornerRadius
    }
}
