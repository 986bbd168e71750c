import NotesCore

/// Turns a search result into rows in display order without visiting the notes that do not match.
///
/// A ``NotesCore/SearchResult`` lists its notes in the index's slot order. Asking it about each of
/// 100,000 rows costs one hash lookup per row, and those lookups (cache misses in a large table) are
/// most of a keystroke. Instead this keeps, for the current index and order, the row position of the
/// note in every index slot; a result's matches are then placed by position (a bit per position)
/// and read back in display order, in O(*n* / 64 + *h*) for *h* matches.
///
/// The mapping is built once (sequentially where the index keeps the notes in display order, as it
/// does after loading, by hash lookups elsewhere) and then follows the library's changes with a
/// sequential pass each; after a replacement, or more changes at once than a rebuild costs, it is
/// rebuilt before it is next used. Should it ever disagree with the index, placing the result
/// notices and the rows are filtered note by note instead, so the rows are always right.
struct ListNotesSearchOrder {
    /// Changes followed one by one before a rebuild is cheaper.
    static let maximumFollowedChanges = 64

    /// The ``ListNotesOrder/version`` the mapping describes, or `nil` when it must be rebuilt.
    private var orderVersion: Int?
    /// Per index slot, the position of its note in the order, or -1.
    private var positionOfSlot: [Int32] = []
    /// Changes followed since the mapping was last used or built.
    private var followedChanges = 0

    /// Whether the mapping describes `order` as it is (so the next search needs no rebuild).
    func isCurrent(for order: ListNotesOrder) -> Bool {
        orderVersion == order.version
    }

    /// Builds the mapping now unless it describes `order` already.
    ///
    /// - Complexity: O(*n*) for *n* notes when rebuilt: sequential while the index's slots follow the
    ///   order, a hash lookup per note where they do not.
    mutating func prepare(index: SearchIndex, order: ListNotesOrder) {
        followedChanges = 0
        if orderVersion != order.version { rebuild(index: index, order: order) }
    }

    /// The positions in `order`, ascending, of the notes `result` holds; `nil` if the mapping
    /// disagrees with the index (it is then dropped, and rebuilt before its next use).
    ///
    /// `result` must come from `index`, and `index` must hold the same notes as `order`.
    ///
    /// - Complexity: O(*n* / 64 + *h*) for *n* notes of which *h* match, once the mapping is built.
    mutating func positions(matching result: SearchResult, index: SearchIndex, order: ListNotesOrder)
        -> [Int32]?
    {
        prepare(index: index, order: order)
        let keys = order.keys
        let positions = keys.withUnsafeBufferPointer { keys in
            result.matchingPositions(positionOfSlot: positionOfSlot, positionCount: keys.count) {
                keys[$0].id
            }
        }
        if positions == nil { orderVersion = nil }
        return positions
    }

    /// The keys of `order` whose notes `result` holds, in display order.
    ///
    /// - Complexity: As ``positions(matching:index:order:)``, plus O(*n*) if the mapping disagrees.
    mutating func keys(matching result: SearchResult, index: SearchIndex, order: ListNotesOrder)
        -> [ListNotesRowKey]
    {
        guard let positions = positions(matching: result, index: index, order: order) else {
            return order.keys.filter { result.contains($0.id) }
        }
        return order.keys(at: positions)
    }

    /// Follows one library change, already applied to `order` (as `edit`) and to `index`.
    ///
    /// - Complexity: O(*s*) sequential work for *s* index slots, when the mapping is kept at all.
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
        case .saved(let note, _):
            guard let insertedAt = edit.insertedAt, let slot = index.slot(of: note.id) else {
                orderVersion = nil
                return
            }
            shiftPositions(removedAt: edit.removedAt, insertedAt: insertedAt)
            if positionOfSlot.count < index.slotCount {
                positionOfSlot.append(
                    contentsOf: repeatElement(-1, count: index.slotCount - positionOfSlot.count))
            }
            positionOfSlot[slot] = Int32(insertedAt)
        case .removed:
            guard let removedAt = edit.removedAt else {
                orderVersion = nil
                return
            }
            shiftPositions(removedAt: removedAt, insertedAt: nil)
        case .replaced:
            orderVersion = nil
            return
        case .photosChanged:
            break
        }
        orderVersion = order.version
    }

    /// Forgets the removed key's position, moves every position past it down and every position at
    /// or past an inserted key up.
    private mutating func shiftPositions(removedAt: Int?, insertedAt: Int?) {
        let removed = Int32(removedAt ?? Int(Int32.max))
        let inserted = Int32(insertedAt ?? Int(Int32.max))
        positionOfSlot.withUnsafeMutableBufferPointer { positions in
            for slot in positions.indices where positions[slot] >= 0 {
                var position = positions[slot]
                if position == removed {
                    position = -1
                } else {
                    if position > removed { position -= 1 }
                    if position >= inserted { position += 1 }
                }
                positions[slot] = position
            }
        }
    }

    private mutating func rebuild(index: SearchIndex, order: ListNotesOrder) {
        var positions = [Int32](repeating: -1, count: index.slotCount)
        for (position, key) in order.keys.enumerated() {
            // After loading, the index keeps the notes in display order: slot = position.
            let slot = index.id(atSlot: position) == key.id ? position : index.slot(of: key.id)
            if let slot { positions[slot] = Int32(position) }
        }
        positionOfSlot = positions
        orderVersion = order.version
    }
}
