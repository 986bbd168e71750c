import NotesCore

/// Turns a search result into rows in display order with sequential passes only.
///
/// A ``NotesCore/SearchResult`` lists its notes in the index's slot order. Asking it about each of
/// 100,000 rows costs one hash lookup per row, and those lookups (cache misses in a large table) are
/// most of a keystroke. Instead this keeps, for the current index and order, every note's id in slot
/// order and its row position; a result's ids (also in slot order) are then matched by one merge
/// walk, and the rows kept by one pass over the order.
///
/// The mapping is built once (one pass with a compact hash table) and then follows the library's
/// changes with a sequential pass each; after a replacement, or more changes at once than a rebuild
/// costs, it is rebuilt on the next search. Should it ever disagree with the index, the merge walk
/// notices and the rows are filtered note by note instead, so the rows are always right.
struct ListNotesSearchOrder {
    /// Changes followed one by one before a rebuild is cheaper.
    static let maximumFollowedChanges = 8

    /// The ``ListNotesOrder/version`` the mapping describes, or `nil` when it must be rebuilt.
    private var orderVersion: Int?
    /// Every indexed note's id, in the index's slot order.
    private var idsInSlotOrder: [Note.ID] = []
    /// For each entry of `idsInSlotOrder`, the note's position in the order, or -1.
    private var positionOfSlotRank: [Int32] = []
    /// Changes followed since the last search.
    private var followedChanges = 0

    /// Whether the mapping describes `order` as it is (so the next search needs no rebuild).
    func isCurrent(for order: ListNotesOrder) -> Bool {
        orderVersion == order.version
    }

    /// The keys of `order` whose notes `result` holds, in display order.
    ///
    /// `result` must come from `index`, and `index` must hold the same notes as `order`.
    ///
    /// - Complexity: O(*n*) sequential work for *n* notes; O(*n*) hashing when the mapping must be
    ///   rebuilt.
    mutating func keys(matching result: SearchResult, index: SearchIndex, order: ListNotesOrder)
        -> [ListNotesRowKey]
    {
        followedChanges = 0
        if orderVersion != order.version { rebuild(index: index, order: order) }
        let keys = order.keys
        let hits = result.matchingIDs
        var isHit = [Bool](repeating: false, count: keys.count)
        var next = 0
        for rank in idsInSlotOrder.indices where next < hits.count && idsInSlotOrder[rank] == hits[next] {
            let position = Int(positionOfSlotRank[rank])
            if position >= 0 && position < keys.count { isHit[position] = true }
            next += 1
        }
        guard next == hits.count else {
            // The mapping disagrees with the index: forget it and ask the result row by row.
            orderVersion = nil
            return keys.filter { result.contains($0.id) }
        }
        var matching: [ListNotesRowKey] = []
        matching.reserveCapacity(hits.count)
        for position in keys.indices where isHit[position] {
            matching.append(keys[position])
        }
        return matching
    }

    /// Follows one library change, already applied to `order` (as `edit`) and to `index`.
    ///
    /// - Complexity: O(*n*) sequential work, when the mapping is kept at all.
    mutating func follow(
        _ change: NotesLibraryChange, edit: ListNotesOrder.Edit?, index: SearchIndex, order: ListNotesOrder
    ) {
        guard let edit, let version = orderVersion, version == order.version - 1,
            followedChanges < Self.maximumFollowedChanges
        else {
            orderVersion = nil
            return
        }
        followedChanges += 1
        switch change {
        case .saved(let note, let previous):
            guard let insertedAt = edit.insertedAt else {
                orderVersion = nil
                return
            }
            let rank: Int
            if previous != nil {
                // An update keeps the note's slot.
                guard let existing = idsInSlotOrder.firstIndex(of: note.id) else {
                    orderVersion = nil
                    return
                }
                rank = existing
            } else {
                // A new note takes a free slot or a new one: find where it appears.
                let fresh = index.search(SearchQuery("")).matchingIDs
                guard fresh.count == idsInSlotOrder.count + 1 else {
                    orderVersion = nil
                    return
                }
                var first = 0
                while first < idsInSlotOrder.count && idsInSlotOrder[first] == fresh[first] { first += 1 }
                idsInSlotOrder.insert(note.id, at: first)
                positionOfSlotRank.insert(-1, at: first)
                rank = first
            }
            shiftPositions(removedAt: edit.removedAt, insertedAt: insertedAt)
            positionOfSlotRank[rank] = Int32(insertedAt)
        case .removed(let note):
            guard let removedAt = edit.removedAt, let rank = idsInSlotOrder.firstIndex(of: note.id) else {
                orderVersion = nil
                return
            }
            idsInSlotOrder.remove(at: rank)
            positionOfSlotRank.remove(at: rank)
            shiftPositions(removedAt: removedAt, insertedAt: nil)
        case .replaced:
            orderVersion = nil
            return
        case .photosChanged:
            break
        }
        orderVersion = order.version
    }

    /// Moves every position past a removed key down and every position at or past an inserted key up.
    private mutating func shiftPositions(removedAt: Int?, insertedAt: Int?) {
        let removed = Int32(removedAt ?? Int(Int32.max))
        let inserted = Int32(insertedAt ?? Int(Int32.max))
        positionOfSlotRank.withUnsafeMutableBufferPointer { positions in
            for rank in positions.indices where positions[rank] >= 0 {
                var position = positions[rank]
                if position > removed { position -= 1 }
                if position >= inserted { position += 1 }
                positions[rank] = position
            }
        }
    }

    private mutating func rebuild(index: SearchIndex, order: ListNotesOrder) {
        idsInSlotOrder = index.search(SearchQuery("")).matchingIDs
        let table = NoteIDPositions(order.keys)
        positionOfSlotRank = idsInSlotOrder.map { Int32(table.position(of: $0) ?? -1) }
        orderVersion = order.version
    }
}
