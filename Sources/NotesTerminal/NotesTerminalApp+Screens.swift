import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// Fitting each screen's wireframe into the terminal, and the keys each screen shows.
extension NotesTerminalApp {
    /// The list with as many rows as fit, scrolled so that the focused row shows, marked and in
    /// inverse video.
    ///
    /// - Complexity: O(*r* × width) for the *r* rows that fit: each is built and laid out once.
    func listLines(_ list: ListNotesViewModel, width: Int, height: Int) -> [TerminalLine] {
        let rowCount = list.rows.value.count
        listFocus = min(max(listFocus, 0), max(rowCount - 1, 0))
        listFirstRow = min(listFirstRow, listFocus)
        // A short terminal shows each row on one line, so that more than one note fits.
        let previewLineLimit = height < Self.shortListHeight ? 0 : nil
        func screen(first: Int, count: Int) -> ListNotesScreen {
            ListNotesScreen(
                width: width, visibleRowCount: count, firstRow: first,
                highlightedRow: search == nil && rowCount > 0 ? listFocus : nil,
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
        func rowLines(_ position: Int) -> [String] { laidOut(position).lines }
        func fitting(from first: Int) -> Int {
            var used = frameLines
            var count = 0
            while first + count < rowCount {
                used += rowLines(first + count).count
                if used > height { break }
                count += 1
            }
            return max(count, 1)
        }
        var count = fitting(from: listFirstRow)
        while listFocus >= listFirstRow + count, listFirstRow < listFocus {
            listFirstRow += max(listFocus - (listFirstRow + count) + 1, 1)
            count = fitting(from: listFirstRow)
        }
        let drawn = (listFirstRow..<min(listFirstRow + count, rowCount)).map(laidOut)
        let shown = screen(first: listFirstRow, count: count)
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

    /// Below this many body lines the list draws each row on one line.
    static let shortListHeight = 18

    /// The caret in the search field while it has the keys: the field is the fourth line.
    func searchCaret(_ list: ListNotesViewModel) -> (column: Int, row: Int)? {
        guard let search else { return nil }
        let prompt = list.labels.searchPrompt + ": "
        let before = prompt + search.textBeforeCaret
        return (min(2 + TextWidth.of(before), size.columns - 2), 3)
    }

    /// The editor, scrolled so that the focused part shows, with the caret in the focused field.
    func editorLines(
        _ editor: EditNoteViewModel, width: Int, height: Int
    ) -> ([TerminalLine], (column: Int, row: Int)?) {
        let screen = EditNoteScreen(width: width, dateFormat: dateFormat, audience: .user)
        editor.contentWidthChanged(screen.contentWidth)
        let lines = screen.render(editor).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        var focusLine: Int
        var caret: (line: Int, column: Int)?
        switch editorFocus {
        case .title:
            caret = screen.caretPosition(of: .title, at: titleField.caret, in: editor)
            focusLine = caret!.line
        case .content:
            caret = screen.caretPosition(of: .content, at: contentField.caret, in: editor)
            focusLine = caret!.line
        case .color:
            focusLine = lines.firstIndex { $0.contains(ColorSelectorText.heading(editor.language)) } ?? 0
        case .importance:
            focusLine = lines.firstIndex { $0.contains(EditNoteText.importanceHeading(editor.language)) } ?? 0
        case .selfDestruct:
            focusLine = lines.firstIndex { $0.contains(EditNoteText.selfDestruct(editor.language)) } ?? 0
        }
        // The focused part is whole on screen when it fits: the colour squares and their names under
        // the heading, the options under theirs.
        let focusEnd: Int
        switch editorFocus {
        case .title, .content: focusEnd = focusLine
        case .color: focusEnd = focusLine + 5
        case .importance, .selfDestruct: focusEnd = focusLine + 1
        }
        if focusLine < editorFirstLine { editorFirstLine = max(focusLine - 1, 0) }
        if focusEnd >= editorFirstLine + height {
            editorFirstLine = min(focusEnd - height + 2, focusLine)
        }
        editorFirstLine = max(min(editorFirstLine, max(lines.count - height, 0)), 0)
        // The focused square's name in inverse video, four lines under the heading.
        let squareNameLine = focusedColorSquare(editor).map { (line: focusLine + 4, square: $0) }
        // The colour squares filled with their colours (and the colour the picker opened with).
        var colors = Array(repeating: [StyledSpan](), count: lines.count)
        ColorSpan.paint(screen.colorSpans(editor), into: &colors)
        let shown = lines.dropFirst(editorFirstLine).prefix(height).enumerated().map { offset, line in
            let index = editorFirstLine + offset
            if let squareNameLine, index == squareNameLine.line {
                let start = 2 + squareNameLine.square * (ColorSelectorTiles.tileWidth + 1)
                let end = min(start + ColorSelectorTiles.tileWidth, line.count - 1)
                guard start < end else { return TerminalLine(line, spans: colors[index]) }
                return TerminalLine(
                    line, spans: colors[index] + [StyledSpan(start..<end, TextStyle(isInverse: true))])
            }
            guard caret == nil, index == focusLine, line.count > 2 else {
                return TerminalLine(line, spans: colors[index])
            }
            var marked = Array(line)
            marked[1] = ListNotesScreen.highlightMarker
            return TerminalLine(
                String(marked),
                spans: colors[index] + [StyledSpan(2..<line.count - 1, TextStyle(isBold: true))])
        }
        let cursor = caret.map { (column: $0.column, row: $0.line - editorFirstLine) }
        return (shown, cursor.flatMap { $0.row >= 0 && $0.row < height ? $0 : nil })
    }
}

/// The screens shown: each made when its view model is first shown, and kept while it is.
extension NotesTerminalApp {
    /// The screen showing `picker`.
    func pickerScreen(for picker: ColorPickerViewModel) -> PickerScreen {
        if let screen = pickerScreen, screen.picker === picker { return screen }
        let screen = PickerScreen(picker: picker, host: self)
        pickerScreen = screen
        return screen
    }

    /// The screen showing `gallery`.
    func galleryScreen(for gallery: GalleryViewModel) -> GalleryGridScreen {
        if let screen = galleryScreen, screen.gallery === gallery { return screen }
        let screen = GalleryGridScreen(gallery: gallery, photoPrompt: photoPrompt, host: self)
        galleryScreen = screen
        return screen
    }

    /// The screen showing `pager`.
    func pagerScreen(for pager: PhotoPagerViewModel) -> PagerScreen {
        if let screen = pagerScreen, screen.pager === pager { return screen }
        let screen = PagerScreen(pager: pager, host: self)
        pagerScreen = screen
        return screen
    }
}
