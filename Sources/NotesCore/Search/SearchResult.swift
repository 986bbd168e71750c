/// The notes that match one query: a set, plus match ranges computed on demand.
///
/// A result is a snapshot: it keeps answering for the notes as they were indexed when it was made.
/// It has no order of its own; ``filter(_:)`` keeps the order of the ids it is given, so the list
/// stays in whatever order the caller shows (newest first, by title, …).
public struct SearchResult: Sendable {
    /// The query that produced this result.
    public let query: SearchQuery
    /// Matching slots.
    let hits: SearchBitset
    /// For each matching slot, in increasing slot order, where the query first occurs in the slot's
    /// folded text; empty when not recorded (an empty query, or one the bitsets answer exactly).
    let firstMatches: [Int32]
    /// Per slot, the note stored there when the search ran.
    let ids: [Note.ID?]
    /// The slot of every note indexed when the search ran.
    let slotsByID: [Note.ID: Int]
    /// The index generation the search ran against: a result may be reused, or refined, only
    /// while its index is at this generation.
    package let generation: Int

    /// Creates a result from the index's state.
    init(
        query: SearchQuery, hits: SearchBitset, firstMatches: [Int32] = [], ids: [Note.ID?],
        slotsByID: [Note.ID: Int], generation: Int
    ) {
        self.query = query
        self.hits = hits
        self.firstMatches = firstMatches
        self.ids = ids
        self.slotsByID = slotsByID
        self.generation = generation
    }

    /// The number of matching notes.
    ///
    /// - Complexity: O(*n* / 64) for *n* indexed notes.
    public var count: Int { hits.count }

    /// Whether the note with `id` matches; `false` for notes the index did not know.
    ///
    /// - Complexity: O(1) on average.
    public func contains(_ id: Note.ID) -> Bool {
        guard let slot = slotsByID[id] else { return false }
        return hits.contains(slot)
    }

    /// The matching ids among `ids`, in the order given.
    ///
    /// - Complexity: O(*k*) for *k* ids.
    public func filter(_ ids: some Sequence<Note.ID>) -> [Note.ID] {
        ids.filter(contains)
    }

    /// The matching ids of `order`, in its order: the fast way to keep a list's order.
    ///
    /// - Complexity: O(*k*) bit tests for *k* ids, plus a hash lookup for each id whose position
    ///   changed since the order was made.
    public func filter(order: SearchOrder) -> [Note.ID] {
        var result: [Note.ID] = []
        for (id, slot) in zip(order.ids, order.slots) {
            let position = Int(slot)
            let matches =
                position >= 0 && position < ids.count && ids[position] == id
                ? hits.contains(position) : contains(id)
            if matches { result.append(id) }
        }
        return result
    }

    /// Every matching id, in no particular order.
    ///
    /// - Complexity: O(*n*) for *n* indexed notes.
    public var matchingIDs: [Note.ID] {
        var result: [Note.ID] = []
        result.reserveCapacity(count)
        hits.forEachSlot { slot in
            if let id = ids[slot] { result.append(id) }
        }
        return result
    }

    /// Where the query's words occur in `note`'s title and content, for highlighting.
    ///
    /// Every occurrence of every word, merged where two overlap. Call it only for the rows on
    /// screen: it refolds the note. Pass the note as it was indexed; for a changed note the ranges
    /// describe the note passed in. An empty query has no ranges.
    ///
    /// - Complexity: O(*m*) in the length of the note's text.
    public func ranges(in note: Note) -> SearchMatchRanges {
        SearchMatchRanges(
            title: SearchMatchRanges.occurrences(of: query.terms, in: note.title),
            content: SearchMatchRanges.occurrences(of: query.terms, in: note.content))
    }
}
