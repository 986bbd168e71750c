import NotesCore

/// Turns a search result into rows in display order with sequential passes only.
///
/// A ``NotesCore/SearchResult`` lists its notes in the index's slot order. Asking it about each of
/// 100,000 rows costs one hash lookup per row, and those lookups (cache misses in a large table) are
/// most of a keystroke. Instead this keeps, for the current index and order, every note's id in slot
/// order and its row position; a result's ids (also in slot order) are then matched by one merge
/// walk, and the rows kept by one pass over the order.
///
/// The mapping is rebuilt when the library changed since it was made (one pass with a compact hash
/// table), which happens at most once per change, on the first search after it.
struct ListNotesSearchOrder {
    /// The ``ListNotesOrder/version`` the mapping was built for, or `nil`.
    private var orderVersion: Int?
    /// Every indexed note's id, in the index's slot order.
    private var idsInSlotOrder: [Note.ID] = []
    /// For each entry of `idsInSlotOrder`, the note's position in the order, or -1.
    private var positionOfSlotRank: [Int32] = []

    /// The keys of `order` whose notes `result` holds, in display order.
    ///
    /// `result` must come from `index`, and `index` must hold the same notes as `order`.
    ///
    /// - Complexity: O(*n*) sequential work for *n* notes; O(*n*) hashing when the library changed
    ///   since the last call.
    mutating func keys(matching result: SearchResult, index: SearchIndex, order: ListNotesOrder)
        -> [ListNotesRowKey]
    {
        if orderVersion != order.version { rebuild(index: index, order: order) }
        let keys = order.keys
        let hits = result.matchingIDs
        var isHit = [Bool](repeating: false, count: keys.count)
        var next = 0
        for rank in idsInSlotOrder.indices where next < hits.count && idsInSlotOrder[rank] == hits[next] {
            let position = Int(positionOfSlotRank[rank])
            if position >= 0 { isHit[position] = true }
            next += 1
        }
        guard next == hits.count else {
            // The result is not from the index the mapping was built for: ask it row by row.
            return keys.filter { result.contains($0.id) }
        }
        var matching: [ListNotesRowKey] = []
        matching.reserveCapacity(hits.count)
        for position in keys.indices where isHit[position] {
            matching.append(keys[position])
        }
        return matching
    }

    private mutating func rebuild(index: SearchIndex, order: ListNotesOrder) {
        idsInSlotOrder = index.search(SearchQuery("")).matchingIDs
        let table = NoteIDPositions(order.keys)
        positionOfSlotRank = idsInSlotOrder.map { Int32(table.position(of: $0) ?? -1) }
        orderVersion = order.version
    }
}
