import NotesCore
import NotesViewModels

/// The notes list as a text wireframe: a pure function of a ``NotesViewModels/ListNotesViewModel``'s
/// current values, at a given width.
///
/// ```
/// ┌──────────────────────────────────────┐
/// │ [Edit]         Notes             [+] │
/// ├──────────────────────────────────────┤
/// │ Search: MILK                [Cancel] │
/// │ 2 of 12                              │
/// ├──────────────────────────────────────┤
/// │ ■ ! Groceries                7:30 AM │
/// │   Milk, eggs                         │
/// │   Bread and butter                   │
/// │ □ Ideas                      5:00 AM │
/// │   A milk bar                         │
/// │   Tiny garden                        │
/// └──────────────────────────────────────┘
/// ```
///
/// Sections, top to bottom: the title bar (`[Edit]` or `[Done]`, the title, `[+]`, shown `(+)` while
/// editing, when adding is ignored); the search field with `[Cancel]` while there is a query, and
/// the count (the search's "2 of 12" while it has hits), with the list's "Loading…" at its right
/// while a launch still reads the rest of the store; the rows, or the no-results message; while
/// editing, the delete button, `(Delete)` when nothing is selected.
///
/// Each row starts with its swatch: `□` for a white note (a swatch with a border), `■` for any other
/// colour; while editing, a checkbox (`[x]`, `[ ]`) comes first. An important note's title starts
/// with ``importantMarker`` (`!`), an unimportant one's with ``unimportantMarker`` (`↓`). Search
/// matches are not marked in the text: ``highlightSpans(_:drawnRows:)`` gives their cells, which a
/// front end draws in reverse video or underlined (`Milk` above). A row whose title and first lines
/// do not show a word of the query shows instead the line where it occurs
/// (``NotesViewModels/ListNotesPreviewKind/matchingLine``), and a preview whose first match lies
/// past its column is cut around the match to fit, starting with ``excerptMarker`` (`…`). Below 60
/// columns of content a row is its
/// swatch, title and date on one line with each preview line indented below; from 60 columns on, one
/// line holds swatch, title, preview (lines joined with ` / `) and date. All user text is sanitized
/// and truncated by the layout kit. The screen holds no state: render again after any change.
public struct ListNotesScreen: Hashable, Sendable {
    /// The marker once written before each search match.
    @available(*, deprecated, message: "Matches are highlighted cells: use highlightSpans(_:drawnRows:)")
    public static let highlightStart = "«"
    /// The marker once written after each search match.
    @available(*, deprecated, message: "Matches are highlighted cells: use highlightSpans(_:drawnRows:)")
    public static let highlightEnd = "»"
    /// What starts an important note's title.
    public static let importantMarker = "!"
    /// What starts an unimportant note's title.
    public static let unimportantMarker = "↓"
    /// What starts a matching line whose start is cut to show its match.
    public static let excerptMarker = "…"
    /// The content width from which a row takes one line instead of two or three.
    public static let wideLayoutMinimumWidth = 60

    /// The width of every line, borders included (40 for a phone in portrait, 80 in landscape).
    public var width: Int
    /// How many rows to draw at most, or `nil` for all; the rest are summarised as `… +7`.
    public var visibleRowCount: Int?
    /// The position of the first row drawn; the rows above it are summarised as `↑ +3`.
    public var firstRow: Int
    /// The position of the row a keyboard front end has focused, marked `▸` in the frame's left
    /// margin, or `nil`.
    public var highlightedRow: Int?
    /// How many preview lines a row shows under its title in the narrow layout, or `nil` for all;
    /// `0` draws each row on one line, for a short terminal.
    public var previewLineLimit: Int?
    /// What marks a conflicted copy's row.
    ///
    /// ``NotesViewModels/ListNotesLabels/conflictedCopy`` in the app's language. ``renderLines(_:drawnRows:)`` takes the view model's; set it for
    /// ``lines(of:mode:)``.
    public var conflictedCopyLabel = ListNotesLabels(language: .english).conflictedCopy

    /// A screen `width` columns wide showing at most `visibleRowCount` rows from `firstRow` on, with
    /// `highlightedRow` marked and at most `previewLineLimit` preview lines a row.
    public init(
        width: Int, visibleRowCount: Int? = nil, firstRow: Int = 0, highlightedRow: Int? = nil,
        previewLineLimit: Int? = nil
    ) {
        self.width = width
        self.visibleRowCount = visibleRowCount
        self.firstRow = firstRow
        self.highlightedRow = highlightedRow
        self.previewLineLimit = previewLineLimit
    }

    /// The marker drawn in the left margin of the highlighted row's first line.
    public static let highlightMarker: Character = "▸"

    /// The wireframe of `viewModel` as it is now, lines joined with `"\n"`.
    ///
    /// - Complexity: O(*r* × `width`) for the *r* rows drawn; the rows not drawn are not built.
    @MainActor
    public func render(_ viewModel: ListNotesViewModel) -> String {
        renderLines(viewModel).joined(separator: "\n")
    }

    /// The wireframe of `viewModel` as it is now, one string per line, each exactly ``width`` columns.
    ///
    /// - Complexity: O(*r* × `width`) for the *r* rows drawn.
    @MainActor
    public func renderLines(_ viewModel: ListNotesViewModel) -> [String] {
        renderLines(viewModel, drawnRows: nil)
    }

    /// The wireframe of `viewModel` as ``renderLines(_:)`` draws it, taking the rows' lines from
    /// `drawnRows` instead of laying the rows out again.
    ///
    /// A front end that already laid the rows out to find how many fit (with ``lines(of:mode:)``,
    /// at this screen's width and preview limit) passes them here, one element per row drawn from
    /// ``firstRow`` on, so that each row is built and laid out once per frame. When `drawnRows` does
    /// not hold exactly the rows drawn, the rows are laid out as ``renderLines(_:)`` does.
    ///
    /// - Complexity: O(*r* × `width`) for the *r* rows drawn, less the rows in `drawnRows`.
    @MainActor
    public func renderLines(_ viewModel: ListNotesViewModel, drawnRows: [[String]]?) -> [String] {
        var screen = self
        screen.conflictedCopyLabel = viewModel.labels.conflictedCopy
        return screen.layout(viewModel, drawnRows: drawnRows).lines
    }

    /// The lines of ``renderLines(_:drawnRows:)`` as drawn with this screen's
    /// ``conflictedCopyLabel``, and the line each drawn row starts on, from ``firstRow`` on.
    @MainActor
    func layout(_ viewModel: ListNotesViewModel, drawnRows: [[String]]?) -> (
        lines: [String], rowStarts: [Int]
    ) {
        let frame = Frame(width: width)
        let contentWidth = frame.contentWidth
        let labels = viewModel.labels
        let mode = viewModel.mode.value
        let bar = TitleBar(
            left: .button(mode.isEditing ? labels.done : labels.edit), title: labels.title,
            right: .button(labels.add, isEnabled: !mode.isEditing))
        var sections = [[bar.render(width: contentWidth)], searchSection(viewModel, width: contentWidth)]
        let rows = viewModel.rows.value
        var rowStarts: [Int] = []
        switch viewModel.searchState.value {
        case .noResults(_, let message):
            sections.append(
                TextLine.wrapped(message, toWidth: contentWidth).map { line in
                    TextLine.padded(line, toWidth: contentWidth, alignment: .center)
                })
        case .inactive, .active:
            if !rows.isEmpty {
                let drawn = rowLines(rows, mode: mode, width: contentWidth, drawnRows: drawnRows)
                // Top border, the sections before, and a divider before each section.
                let start = 1 + sections.reduce(0) { $0 + $1.count + 1 }
                rowStarts = drawn.rowStarts.map { start + $0 }
                sections.append(drawn.lines)
            }
        }
        if case .editing(let selected) = mode {
            let title = selected.isEmpty ? labels.delete : "\(labels.delete) (\(selected.count))"
            sections.append([ControlLabel.button(title, isEnabled: !selected.isEmpty).text])
        }
        var lines = frame.render(sections: sections)
        let first = min(max(firstRow, 0), rows.count)
        let highlightedLine = highlightedRow.flatMap {
            rowStarts.indices.contains($0 - first) ? rowStarts[$0 - first] : nil
        }
        if let highlightedLine, lines.indices.contains(highlightedLine) {
            var marked = Array(lines[highlightedLine])
            if marked.count > 1 {
                marked[1] = Self.highlightMarker
                lines[highlightedLine] = String(marked)
            }
        }
        return (lines, rowStarts)
    }

    /// The lines `row` is drawn as at this screen's width, with its checkbox while `mode` is editing,
    /// exactly as ``renderLines(_:)`` draws it (without the frame's borders).
    ///
    /// - Complexity: O(`width`) for the row's title and preview.
    public func lines(of row: ListNotesRow, mode: ListNotesMode) -> [String] {
        let contentWidth = Frame(width: width).contentWidth
        return lines(of: row, mode: mode, width: contentWidth)
    }

    /// How many lines `row` takes at this screen's width (while editing, with its checkbox), so a
    /// front end can find how many rows fit without drawing them.
    ///
    /// - Complexity: O(`width`) for the row's title and preview.
    public func lineCount(of row: ListNotesRow, isEditing: Bool) -> Int {
        let contentWidth = Frame(width: width).contentWidth
        let checkbox = isEditing ? ControlLabel.checkbox("", isChecked: false).text : nil
        return ListNotesRowLayout(
            row: row, checkbox: checkbox, previewLineLimit: previewLineLimit,
            conflictedCopyLabel: conflictedCopyLabel
        ).lines(
            width: contentWidth, isWide: contentWidth >= Self.wideLayoutMinimumWidth
        ).count
    }

    /// The search field and the count line, which says "Loading…" while the rest of the store is read.
    @MainActor
    private func searchSection(_ viewModel: ListNotesViewModel, width: Int) -> [String] {
        let labels = viewModel.labels
        let query = viewModel.searchQuery.value
        let field = "\(labels.searchPrompt): \(query)"
        let fieldLine: String
        if query.isEmpty {
            fieldLine = field
        } else {
            let cancel = ControlLabel.button(labels.cancel).text
            fieldLine = ColumnLayout([.flexible(), .fixed(TextWidth.of(cancel))]).render(
                [field, cancel], width: width)
        }
        let count = viewModel.shownCountText.value
        guard case .loading(let message) = viewModel.loadState.value else { return [fieldLine, count] }
        let countLine = ColumnLayout([.flexible(), .fixed(TextWidth.of(message))]).render(
            [count, message], width: width)
        return [fieldLine, countLine]
    }

    /// The rows drawn, with a line counting the rows above and below when some are not drawn, and
    /// the index of each drawn row's first line among them.
    private func rowLines(
        _ rows: ListNotesRows, mode: ListNotesMode, width: Int, drawnRows: [[String]]?
    ) -> (lines: [String], rowStarts: [Int]) {
        let first = min(max(firstRow, 0), rows.count)
        let end = min(rows.count, first + max(visibleRowCount ?? rows.count, 0))
        let given = drawnRows?.count == end - first ? drawnRows : nil
        var lines: [String] = []
        var rowStarts: [Int] = []
        if first > 0 { lines.append("↑ +\(first)") }
        for position in first..<end {
            rowStarts.append(lines.count)
            lines += given?[position - first] ?? self.lines(of: rows[position], mode: mode, width: width)
        }
        if end < rows.count {
            lines.append("… +\(rows.count - end)")
        }
        return (lines, rowStarts)
    }

    /// The lines of `row` at a content width of `width`.
    private func lines(of row: ListNotesRow, mode: ListNotesMode, width: Int) -> [String] {
        let checkbox: String? =
            mode.isEditing ? ControlLabel.checkbox("", isChecked: mode.selection.contains(row.id)).text : nil
        return ListNotesRowLayout(
            row: row, checkbox: checkbox, previewLineLimit: previewLineLimit,
            conflictedCopyLabel: conflictedCopyLabel
        ).lines(
            width: width, isWide: width >= Self.wideLayoutMinimumWidth)
    }
}
