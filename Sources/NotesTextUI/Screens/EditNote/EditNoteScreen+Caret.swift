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
    /// The caret follows the spaces before it, even those that wrapping drops at a line's end, up to
    /// the box's right edge. A caret inside a word that the screen moves to the next line shows at
    /// the end of the line before until the word is complete. A caret past the content box's last
    /// line shows on it.
    ///
    /// - Complexity: O(*n*) in the length of the text before the caret.
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
            let prefix = viewModel.content.value.prefix(max(caret, 0))
            guard !prefix.isEmpty else { return (contentLine, leftEdge) }
            let lines = TextLine.wrapped(prefix, toWidth: contentWidth)
            let row = min(max(lines.count - 1, 0), max(viewModel.contentHeight.value - 1, 0))
            // Wrapping drops the spaces at the end of the text before the caret (they would be at a
            // break); the caret is after them, as the next character typed will be.
            let trailingSpaces = prefix.utf8.count - prefix.trimmingTrailingSpaces().utf8.count
            let column = TextWidth.of(lines.last ?? "") + trailingSpaces
            return (contentLine + row, min(leftEdge + column, width - 2))
        }
    }
}
