/// The line of a note that shows where a query matches, for a list row whose first lines do not.
extension SearchResult {
    /// The line of `note`'s content where a word of the query first occurs that the row's shown
    /// text does not hold, to show in place of the note's first lines.
    ///
    /// A row shows `shownTitle` and `shownPreview` (the list title and the preview lines). When some
    /// word of the query occurs in neither, this is the line of the content holding the first
    /// occurrence of any such word: trimmed of surrounding whitespace and, past
    /// ``NotesCore/Note/maximumDisplayLineLength`` Unicode scalars, cut to that many around the
    /// match (from a little before it). `nil` when the query is empty, when every word is shown, or
    /// when the words not shown do not occur in the content (they are in a title line not shown).
    ///
    /// Call it only for the rows on screen: it refolds the content.
    ///
    /// - Complexity: O(*m* × *w*) in the length of the content and the number of words.
    public func matchingLine(in note: Note, shownTitle: String, shownPreview: String) -> Substring? {
        let missing = query.terms.filter { term in
            SearchMatchRanges.firstOccurrence(of: [term], in: shownTitle) == nil
                && SearchMatchRanges.firstOccurrence(of: [term], in: shownPreview) == nil
        }
        guard !missing.isEmpty, let match = SearchMatchRanges.firstOccurrence(of: missing, in: note.content)
        else { return nil }
        return Self.line(around: match, in: note.content)
    }

    /// Scalars kept before a match when its line is too long to keep whole.
    static let contextBeforeMatch = 100

    /// The trimmed line of `text` that holds the scalar at `match`, cut to
    /// ``NotesCore/Note/maximumDisplayLineLength`` scalars from ``contextBeforeMatch`` before it.
    static func line(around match: String.Index, in text: String) -> Substring {
        let scalars = text.unicodeScalars
        var start = match
        var before = 0
        var windowStart = match
        while start > scalars.startIndex {
            let previous = scalars.index(before: start)
            if NonBlankLines.isLineBreak(scalars[previous]) { break }
            start = previous
            before += 1
            if before <= contextBeforeMatch { windowStart = start }
        }
        if before > contextBeforeMatch { start = windowStart }
        while start < match, NonBlankLines.isWhitespace(scalars[start]) {
            start = scalars.index(after: start)
        }
        var end = start
        var length = 0
        while end < scalars.endIndex, !NonBlankLines.isLineBreak(scalars[end]),
            length < Note.maximumDisplayLineLength
        {
            end = scalars.index(after: end)
            length += 1
        }
        while end > match, NonBlankLines.isWhitespace(scalars[scalars.index(before: end)]) {
            end = scalars.index(before: end)
        }
        return text[start..<end]
    }
}
