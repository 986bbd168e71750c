/// What a list row's preview shows: the note's first lines, or the line where a search matches.
public enum ListNotesPreviewKind: Hashable, Sendable {
    /// The first lines of the note's text (``NotesCore/Note/preview(maximumLineCount:)``).
    case firstLines
    /// While searching, the line of the note's text where a word of the query first occurs that
    /// the title and the first lines do not show (``NotesCore/SearchResult/matchingLine(in:shownTitle:shownPreview:)``).
    ///
    /// A front end shows it as an excerpt: a text front end cuts it around its first match to fit
    /// and marks the cut with `…`.
    case matchingLine
}
