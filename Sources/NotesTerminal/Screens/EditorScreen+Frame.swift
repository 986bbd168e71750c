import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// Drawing the editor: scrolled so that the focused part shows, the colour squares in their
/// colours, and the caret in the focused field.
extension EditorScreen {
    /// The editor fitted to `height` lines, with the caret in the focused text field.
    func frame(width: Int, height: Int) -> ScreenFrame {
        let screen = EditNoteScreen(width: width, dateFormat: dateFormat, audience: .user)
        editor.contentWidthChanged(screen.contentWidth)
        let lines = screen.render(editor).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        var focusLine: Int
        var caret: (line: Int, column: Int)?
        switch focus {
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
        switch focus {
        case .title, .content: focusEnd = focusLine
        case .color: focusEnd = focusLine + 5
        case .importance, .selfDestruct: focusEnd = focusLine + 1
        }
        if focusLine < firstLine { firstLine = max(focusLine - 1, 0) }
        if focusEnd >= firstLine + height {
            firstLine = min(focusEnd - height + 2, focusLine)
        }
        firstLine = max(min(firstLine, max(lines.count - height, 0)), 0)
        // The focused square's name in inverse video, four lines under the heading.
        let squareNameLine = focusedColorSquare.map { (line: focusLine + 4, square: $0) }
        // The colour squares filled with their colours (and the colour the picker opened with).
        var colors = Array(repeating: [StyledSpan](), count: lines.count)
        ColorSpan.paint(screen.colorSpans(editor), into: &colors)
        let shown = lines.dropFirst(firstLine).prefix(height).enumerated().map { offset, line in
            let index = firstLine + offset
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
        let cursor = caret.map { (column: $0.column, row: $0.line - firstLine) }
        return ScreenFrame(shown, caret: cursor.flatMap { $0.row >= 0 && $0.row < height ? $0 : nil })
    }
}
