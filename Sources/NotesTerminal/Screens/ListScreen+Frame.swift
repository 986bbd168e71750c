import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// Drawing the list: as many rows as fit, scrolled to the focused row, the search field's caret,
/// and the export prompt under the rows while it asks.
extension ListScreen {
    /// The list fitted to `height` lines, with the caret in the search field or the export
    /// prompt while one has the keys.
    func frame(width: Int, height: Int) -> ScreenFrame {
        guard exportPrompt != nil else {
            return ScreenFrame(lines(width: width, height: height), caret: searchCaret)
        }
        // The prompt is the last two lines, whatever the list above it needs: the user types here.
        var lines = Array(lines(width: width, height: max(height - 2, 1)).prefix(max(height - 2, 0)))
        lines += Array(repeating: TerminalLine(""), count: max(height - 2 - lines.count, 0))
        lines += exportPromptLines(width: width)
        return ScreenFrame(lines, caret: exportPromptCaret(lineCount: lines.count))
    }

    /// The list with as many rows as fit, scrolled so that the focused row shows, marked and in
    /// inverse video.
    ///
    /// - Complexity: O(*r* × width) for the *r* rows that fit: each is built and laid out once.
    private func lines(width: Int, height: Int) -> [TerminalLine] {
        let rowCount = list.rows.value.count
        focus = min(max(focus, 0), max(rowCount - 1, 0))
        firstRow = min(firstRow, focus)
        // A short terminal shows each row on one line, so that more than one note fits.
        let previewLineLimit = height < Self.shortListHeight ? 0 : nil
        func screen(first: Int, count: Int) -> ListNotesScreen {
            ListNotesScreen(
                width: width, visibleRowCount: count, firstRow: first,
                highlightedRow: search == nil && rowCount > 0 ? focus : nil,
                previewLineLimit: previewLineLimit)
        }
        // The lines around the rows (bars, search, count, "… +n", an edit-mode button) come from
        // drawing no rows, plus one for "↑ +n"; each row is laid out once, to measure it, and its
        // lines are kept for drawing.
        let mode = list.mode.value
        let frameLines = screen(first: 0, count: 0).renderLines(list, drawnRows: nil).count + 1
        let measure = ListNotesScreen(width: width, previewLineLimit: previewLineLimit)
        let rows = list.rows.value
        // Building a row reads its note and finds its matches, so each is built at most once.
        var built: [Int: (row: ListNotesRow, lines: [String])] = [:]
        func laidOut(_ position: Int) -> (row: ListNotesRow, lines: [String]) {
            if let known = built[position] { return known }
            let row = rows[position]
            let known = (row, measure.lines(of: row, mode: mode))
            built[position] = known
            return known
        }
        func fitting(from first: Int) -> Int {
            var used = frameLines
            var count = 0
            while first + count < rowCount {
                used += laidOut(first + count).lines.count
                if used > height { break }
                count += 1
            }
            return max(count, 1)
        }
        var count = fitting(from: firstRow)
        while focus >= firstRow + count, firstRow < focus {
            firstRow += max(focus - (firstRow + count) + 1, 1)
            count = fitting(from: firstRow)
        }
        let drawn = (firstRow..<min(firstRow + count, rowCount)).map(laidOut)
        let shown = screen(first: firstRow, count: count)
        let lines = shown.renderLines(list, drawnRows: drawn.map(\.lines))
        // The focused row in inverse video; each row's swatch (■, or □ for white) in the note's colour.
        var spans = lines.map { line in
            line.dropFirst().first == ListNotesScreen.highlightMarker
                ? [StyledSpan(2..<line.count - 1, TextStyle(isInverse: true))] : []
        }
        ColorSpan.paint(shown.colorSpans(list, drawnRows: drawn), into: &spans)
        // Search matches in reverse video (no colour, so also under NO_COLOR); on the focused line,
        // already reversed, in plain bold.
        for span in shown.highlightSpans(list, drawnRows: drawn) where spans.indices.contains(span.line) {
            let isFocused = lines[span.line].dropFirst().first == ListNotesScreen.highlightMarker
            let style = isFocused ? TextStyle(isBold: true) : TextStyle(isInverse: true)
            spans[span.line].append(StyledSpan(span.columns, style))
        }
        return zip(lines, spans).map { TerminalLine($0, spans: $1) }
    }

    /// The caret in the search field while it has the keys: the field is the fourth line.
    private var searchCaret: (column: Int, row: Int)? {
        guard let search else { return nil }
        let prompt = list.labels.searchPrompt + ": "
        let before = prompt + search.textBeforeCaret
        return (min(2 + TextWidth.of(before), host.size.columns - 2), 3)
    }

    /// The prompt's two lines, under the list: what is exported as what, and the folder typed.
    private func exportPromptLines(width: Int) -> [TerminalLine] {
        guard let prompt = exportPrompt else { return [] }
        let language = host.language
        let heading = NotesTerminalText.exportHeading(
            count: host.app.exportCount(prompt.scope), format: prompt.format, language: language)
        let folder = NotesTerminalText.exportFolderPrompt(language) + prompt.folder.text
        return [
            TerminalLine(
                TextLine.truncated(" " + heading, toWidth: width),
                spans: [StyledSpan(0..<min(heading.count + 1, width), TextStyle(isBold: true))]),
            TerminalLine(TextLine.truncated(" " + folder, toWidth: width)),
        ]
    }

    /// The caret in the export prompt's folder, on its last line of `lineCount`.
    private func exportPromptCaret(lineCount: Int) -> (column: Int, row: Int)? {
        guard let prompt = exportPrompt else { return nil }
        let before = NotesTerminalText.exportFolderPrompt(host.language) + prompt.folder.textBeforeCaret
        return (1 + TextWidth.of(before), lineCount - 1)
    }
}
