import NotesCore

/// The field's marker: where it sits and what it is filled with.
public struct ColorPickerMarker: Hashable, Sendable {
    /// The marker's centre in the field's coordinates (hue × width, (1 − saturation) × height).
    public var position: ColorPickerPoint
    /// The marker's fill: the current colour.
    public var fill: NoteColor

    /// Creates a marker.
    public init(position: ColorPickerPoint, fill: NoteColor) {
        self.position = position
        self.fill = fill
    }
}
