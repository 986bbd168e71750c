/// Whether the list is filtered by a search, and what the search found.
public enum ListNotesSearchState: Hashable, Sendable {
    /// No query (or one that folds to nothing): every note is listed.
    case inactive
    /// Some notes match `query`; `countText` reads "3 of 120" (matching of all notes).
    case active(query: String, countText: String)
    /// No note matches `query`; `message` names it: `No results for “milk”`.
    case noResults(query: String, message: String)
}
