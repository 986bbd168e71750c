import NotesCore
import NotesViewModels

/// The search matches the list's wireframe shows, as highlighted cells rather than marks in the text.
extension ListNotesScreen {
    /// The characters of each drawn row that show a search match, on the lines
    /// ``renderLines(_:drawnRows:)`` returns: every occurrence of every word of the query in the
    /// title and the preview drawn, up to where the layout cuts them.
    ///
    /// `drawnRows` is as for ``colorSpans(_:drawnRows:)``: the rows drawn, from ``firstRow`` on, with
    /// their lines, so that no row is built twice; when it does not hold exactly the rows drawn, they
    /// are built from `viewModel`. Empty while not searching. Pure, as ``renderLines(_:)``.
    ///
    /// - Complexity: O(*r* × `width`) for the *r* rows drawn.
    @MainActor
    public func highlightSpans(
        _ viewModel: ListNotesViewModel, drawnRows: [(row: ListNotesRow, lines: [String])]? = nil
    ) -> [HighlightSpan] {
        guard case .active = viewModel.searchState.value else { return [] }
        var screen = self
        screen.conflictedCopyLabel = viewModel.labels.conflictedCopy
        let rowStarts = screen.layout(viewModel, drawnRows: drawnRows?.map(\.lines)).rowStarts
        let given = drawnRows?.count == rowStarts.count ? drawnRows : nil
        let rows = viewModel.rows.value
        let first = min(max(firstRow, 0), rows.count)
        let mode = viewModel.mode.value
        let column = 1 + Frame(width: width).effectivePadding
        var spans: [HighlightSpan] = []
        for (offset, start) in rowStarts.enumerated() {
            let row = given?[offset].row ?? rows[first + offset]
            for highlight in screen.highlights(of: row, mode: mode) {
                spans.append(
                    HighlightSpan(
                        line: start + highlight.line,
                        columns: (highlight.columns.lowerBound + column)..<(highlight.columns.upperBound
                            + column)))
            }
        }
        return spans
    }

    /// The highlighted characters of `row` as ``lines(of:mode:)`` draws it: lines from the row's
    /// first, characters from the first of the line without the frame.
    ///
    /// - Complexity: O(`width`) for the row's title and preview.
    public func highlights(of row: ListNotesRow, mode: ListNotesMode) -> [HighlightSpan] {
        let contentWidth = Frame(width: width).contentWidth
        let checkbox: String? =
            mode.isEditing ? ControlLabel.checkbox("", isChecked: mode.selection.contains(row.id)).text : nil
        return ListNotesRowLayout(
            row: row, checkbox: checkbox, previewLineLimit: previewLineLimit,
            conflictedCopyLabel: conflictedCopyLabel
        ).laidOut(width: contentWidth, isWide: contentWidth >= Self.wideLayoutMinimumWidth).highlights.map {
            HighlightSpan(line: $0.line, columns: $0.columns)
        }
    }
}
