import NotesCore
import NotesViewModels

/// The colours the picker's wireframe stands for: every cell of the field in the colour it picks,
/// and the swatch in the value's colour.
extension ColorPickerScreen {
    /// The field's first line in the wireframe.
    public static let fieldTop = 9
    /// The field's first column in the wireframe.
    public static let fieldLeft = 2
    /// The swatch's line and columns in the wireframe.
    static let swatchLine = 4
    static let swatchColumns = 3..<9

    /// The field's cells, each its hue (across) and saturation (down) at the value's brightness as
    /// a background, and the swatch's six cells in the value's colour.
    ///
    /// - Complexity: O(``fieldColumns`` × ``fieldRows``).
    @MainActor
    public func colorSpans(_ viewModel: ColorPickerViewModel) -> [ColorSpan] {
        let value = viewModel.value.value
        var spans = [
            ColorSpan(
                line: Self.swatchLine, columns: Self.swatchColumns, color: value.color, layer: .foreground)
        ]
        for row in 0..<fieldRows {
            for column in 0..<fieldColumns {
                let cell = ColorPickerValue(
                    hue: (Double(column) + 0.5) / Double(fieldColumns),
                    saturation: 1 - (Double(row) + 0.5) / Double(fieldRows),
                    brightness: value.brightness)
                let start = Self.fieldLeft + column
                spans.append(
                    ColorSpan(
                        line: Self.fieldTop + row, columns: start..<start + 1, color: cell.color,
                        layer: .background))
            }
        }
        return spans
    }
}
