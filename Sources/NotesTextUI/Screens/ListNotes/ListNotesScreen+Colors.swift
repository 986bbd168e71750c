import NotesCore
import NotesViewModels

/// The colours the list's wireframe stands for: each drawn row's swatch in its note's colour.
extension ListNotesScreen {
    /// Each drawn row's swatch (`■`, or `□` for white) in its note's colour, as the text's
    /// foreground, on the lines ``renderLines(_:drawnRows:)`` returns.
    ///
    /// A front end that built and laid out the rows drawn (from ``firstRow`` on) passes them in
    /// `drawnRows`, as it passes their lines to ``renderLines(_:drawnRows:)``, so that no row is
    /// built twice; when `drawnRows` does not hold exactly the rows drawn, they are built from
    /// `viewModel`. Pure, as ``renderLines(_:)``: a front end paints these cells, a review records
    /// them.
    /// - Complexity: O(*r* × `width`) for the *r* rows drawn, less the rows in `drawnRows`.
    @MainActor
    public func colorSpans(
        _ viewModel: ListNotesViewModel, drawnRows: [(row: ListNotesRow, lines: [String])]? = nil
    ) -> [ColorSpan] {
        var screen = self
        screen.conflictedCopyLabel = viewModel.labels.conflictedCopy
        let rowStarts = screen.layout(viewModel, drawnRows: drawnRows?.map(\.lines)).rowStarts
        let given = drawnRows?.count == rowStarts.count ? drawnRows : nil
        let rows = viewModel.rows.value
        let first = min(max(firstRow, 0), rows.count)
        let mode = viewModel.mode.value
        // The frame's border and padding, then the checkbox while editing.
        let checkbox = mode.isEditing ? ControlLabel.checkbox("", isChecked: false).text.count : 0
        let column = 1 + Frame(width: width).effectivePadding + checkbox
        return rowStarts.enumerated().map { offset, line in
            let swatch = given?[offset].row.swatch ?? rows[first + offset].swatch
            return ColorSpan(
                line: line, columns: column..<column + 1, color: swatch.color, layer: .foreground)
        }
    }
}
