import NotesCore

/// The results of the queries typed on the way to the current one, so that typing narrows the last
/// result and deleting a character goes back to an earlier result without searching again.
///
/// Every result kept extends the one before it (`g`, `ga`, `gar`), and all come from the index at
/// one generation. A new query drops the results it does not extend, reuses the last one if it is
/// the same query folded, and otherwise refines the last one (see ``NotesCore/SearchRefinement``).
/// Notes removed from the library are dropped from the kept results, which stay valid: a removal
/// never makes another note match. Any other change to the index drops every result.
struct ListNotesSearchHistory {
    /// Results kept at most; the oldest is dropped first.
    static let maximumCount = 64

    private var results: [SearchResult] = []
    /// Notes removed from the library since the last search, whose removal the kept results may
    /// follow instead of being searched again.
    private var removedSinceLastSearch: [Note.ID] = []

    /// The result of `query` against `index`, which must be the index every kept result came from
    /// (call ``removeAll()`` when the index is replaced).
    ///
    /// - Complexity: O(1) when the query was searched since the index last changed; otherwise the
    ///   search, which scans only the last kept result's matches when the query extends it.
    mutating func search(_ query: SearchQuery, in index: SearchIndex) -> SearchResult {
        if !removedSinceLastSearch.isEmpty, let last = results.last, last.generation != index.generation {
            let kept = results.compactMap { $0.removing(removedSinceLastSearch, in: index) }
            results = kept.count == results.count ? kept : []
        }
        removedSinceLastSearch.removeAll()
        if let last = results.last, last.generation != index.generation { results.removeAll() }
        while let last = results.last, !query.extends(last.query) { results.removeLast() }
        if let last = results.last, last.query == query { return last }
        let result = index.search(query, refining: results.last)
        if results.count == Self.maximumCount { results.removeFirst() }
        results.append(result)
        return result
    }

    /// Remembers that the note `id` was removed from the library (and its index), so that the
    /// next search keeps the results without it rather than searching again, when nothing else
    /// changed the index.
    ///
    /// - Complexity: O(1); the next search pays O(*n* / 64 + *h*) per kept result.
    mutating func noteRemoved(_ id: Note.ID) {
        removedSinceLastSearch.append(id)
    }

    /// Forgets every result.
    mutating func removeAll() {
        results.removeAll()
        removedSinceLastSearch.removeAll()
    }
}
