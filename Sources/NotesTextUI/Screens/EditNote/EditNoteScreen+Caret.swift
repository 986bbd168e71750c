import NotesViewModels

/// Where a keyboard front end shows the caret of the field being typed in.
extension EditNoteScreen {
    /// A text field of the editor.
    public enum Field: Hashable, Sendable {
        /// The one-line title.
        case title
        /// The wrapped content.
        case content
    }

    /// The line (from the top of ``render(_:)``'s lines) and column where the caret sits when it is
    /// `caret` characters into `field`'s text, wrapped exactly as the screen wraps it.
    ///
    /// The caret is on the line the screen shows its character on
    /// (``NotesTextUI/TextLine/visualLineRanges(of:toWidth:)``), a caret inside a word that moved
    /// to the next line included. It follows the spaces before it, even those that wrapping drops
    /// at a line's end, up to the box's right edge. A caret past the content box's last line shows
    /// on it.
    ///
    /// - Complexity: O(*n*) in the length of the text up to the end of the caret's paragraph.
    @MainActor
    public func caretPosition(
        of field: Field, at caret: Int, in viewModel: EditNoteViewModel
    ) -> (line: Int, column: Int) {
        // Lines: top border, title bar, divider, the title, divider, then the content box.
        let titleLine = 3
        let contentLine = 5
        let leftEdge = 2
        switch field {
        case .title:
            let prefix = viewModel.title.value.prefix(max(caret, 0))
            return (titleLine, min(leftEdge + TextWidth.of(prefix), width - 2))
        case .content:
            let content = viewModel.content.value
            let caretIndex =
                content.index(content.startIndex, offsetBy: max(caret, 0), limitedBy: content.endIndex)
                ?? content.endIndex
            // Lines wrap paragraph by paragraph: the text up to the end of the caret's is enough.
            let end = content[caretIndex...].firstIndex { $0 == "\n" || $0 == "\r\n" } ?? content.endIndex
            let paragraphStart =
                content[..<caretIndex].lastIndex { $0 == "\n" || $0 == "\r\n" }.map {
                    content.index(after: $0)
                }
                ?? content.startIndex
            let rowLimit = max(viewModel.contentHeight.value - 1, 0)
            if TextLine.needsSanitizing(content[paragraphStart..<end]) {
                // Escapes (`\u{85}`) are several columns a line may break inside: measure the text
                // before the caret as shown.
                return escapedCaretPosition(content[..<caretIndex], line: contentLine, limit: rowLimit)
            }
            let text = String(content[..<end])
            let caretInText = text.utf8.index(
                text.startIndex, offsetBy: content.utf8.distance(from: content.startIndex, to: caretIndex))
            let lines = TextLine.visualLineRanges(of: text, toWidth: contentWidth)
            guard let row = lines.lastIndex(where: { $0.lowerBound <= caretInText }) else {
                return (contentLine, leftEdge)
            }
            let line = lines[row]
            // The spaces that wrapping drops at a line's end count too: the caret is after them, as
            // the next character typed will be.
            let column =
                TextWidth.of(text[line.lowerBound..<min(caretInText, line.upperBound)])
                + TextWidth.of(text[min(caretInText, line.upperBound)..<caretInText])
            return (contentLine + min(row, rowLimit), min(leftEdge + column, width - 2))
        }
    }

    /// The caret after `prefix`, in a paragraph with escaped characters, on the content's lines
    /// from `line`: as the prefix alone wraps, after the spaces it ends with.
    private func escapedCaretPosition(_ prefix: Substring, line: Int, limit: Int) -> (line: Int, column: Int)
    {
        guard !prefix.isEmpty else { return (line, 2) }
        let lines = TextLine.wrapped(prefix, toWidth: contentWidth)
        let trailingSpaces = prefix.utf8.count - prefix.trimmingTrailingSpaces().utf8.count
        let column = TextWidth.of(lines.last ?? "") + trailingSpaces
        return (line + min(max(lines.count - 1, 0), limit), min(2 + column, width - 2))
    }
}
