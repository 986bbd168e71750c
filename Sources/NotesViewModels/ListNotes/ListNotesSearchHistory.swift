import NotesCore

/// The results of the queries typed on the way to the current one, so that typing narrows the last
/// result and deleting a character goes back to an earlier result without searching again.
///
/// Every result kept extends the one before it (`g`, `ga`, `gar`), and all come from the index at
/// one generation. A new query drops the results it does not extend, reuses the last one if it is
/// the same query folded, and otherwise refines the last one (see ``NotesCore/SearchRefinement``).
struct ListNotesSearchHistory {
    /// Results kept at most; the oldest is dropped first.
    static let maximumCount = 64

    private var results: [SearchResult] = []

    /// The result of `query` against `index`, which must be the index every kept result came from
    /// (call ``removeAll()`` when the index is replaced).
    ///
    /// - Complexity: O(1) when the query was searched since the index last changed; otherwise the
    ///   search, which scans only the last kept result's matches when the query extends it.
    mutating func search(_ query: SearchQuery, in index: SearchIndex) -> SearchResult {
        if let last = results.last, last.generation != index.generation { results.removeAll() }
        while let last = results.last, !query.extends(last.query) { results.removeLast() }
        if let last = results.last, last.query == query { return last }
        let result = index.search(query, refining: results.last)
        if results.count == Self.maximumCount { results.removeFirst() }
        results.append(result)
        return result
    }

    /// Forgets every result.
    mutating func removeAll() {
        results.removeAll()
    }
}
