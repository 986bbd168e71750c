/// Computing a changeset from two row lists that share one sort order.
extension RowChangeset {
    /// Computes the changeset from `old` to `new`, rows compared with `==`.
    ///
    /// See ``init(from:to:sortedBy:contentEquals:)``.
    ///
    /// - Complexity: O(*n* + *k* log *n*) for *n* rows of which *k* moved, arrived or left;
    ///   O(*n* log *n*) worst case.
    @inlinable
    public init<Row: Identifiable & Equatable>(
        from old: [Row],
        to new: [Row],
        sortedBy areInIncreasingOrder: (Row, Row) -> Bool
    ) where Row.ID: Hashable {
        self.init(from: old, to: new, sortedBy: areInIncreasingOrder, contentEquals: ==)
    }

    /// Computes the changeset from `old` to `new`, both sorted by `areInIncreasingOrder`.
    ///
    /// Rows are matched by `id`. A merge walk pairs the rows that kept their place in the shared
    /// order (for the notes list: `updatedAt` descending, then id); only the *k* rows it cannot
    /// pair (inserted, deleted, or re-sorted because their sort key changed) are then paired by
    /// id, through their ids' hash values sorted and merged (no hash table is built).
    /// The moves are the matched rows outside a longest increasing subsequence of their old
    /// indexes taken in new order, so they are minimal. `contentEquals` decides ``updated``.
    ///
    /// Unsorted input still gives a correct changeset, only a slower one. Duplicate ids (bad
    /// input) never trap: a duplicate that cannot be paired is reported deleted or inserted.
    ///
    /// - Complexity: O(*n* + *k* log *n*) for *n* rows of which *k* were not paired by the merge
    ///   walk; O(*n* log *n*) worst case. `areInIncreasingOrder` runs at most twice per row and
    ///   `contentEquals` once per surviving row.
    @inlinable
    public init<Row: Identifiable>(
        from old: [Row],
        to new: [Row],
        sortedBy areInIncreasingOrder: (Row, Row) -> Bool,
        contentEquals: (Row, Row) -> Bool
    ) where Row.ID: Hashable {
        // oldIndexOfNew[n]: the paired old index, or -1.
        var oldIndexOfNew = [Int](repeating: -1, count: new.count)
        var unpairedOld: [Int] = []
        var unpairedNew: [Int] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count && newIndex < new.count {
            if old[oldIndex].id == new[newIndex].id {
                oldIndexOfNew[newIndex] = oldIndex
                oldIndex += 1
                newIndex += 1
            } else if areInIncreasingOrder(old[oldIndex], new[newIndex]) {
                unpairedOld.append(oldIndex)
                oldIndex += 1
            } else if areInIncreasingOrder(new[newIndex], old[oldIndex]) {
                unpairedNew.append(newIndex)
                newIndex += 1
            } else {
                unpairedOld.append(oldIndex)
                unpairedNew.append(newIndex)
                oldIndex += 1
                newIndex += 1
            }
        }
        unpairedOld.append(contentsOf: oldIndex..<old.count)
        unpairedNew.append(contentsOf: newIndex..<new.count)

        var deleted: [Int] = []
        var inserted: [Int] = []
        if unpairedOld.isEmpty || unpairedNew.isEmpty {
            deleted = unpairedOld
            inserted = unpairedNew
        } else {
            Self.pairByID(
                unpairedOld: unpairedOld, in: old, unpairedNew: unpairedNew, in: new,
                oldIndexOfNew: &oldIndexOfNew, deleted: &deleted, inserted: &inserted)
        }

        var survivorsInNewOrder: [Int] = []
        survivorsInNewOrder.reserveCapacity(new.count - inserted.count)
        var updated: [Int] = []
        for index in new.indices {
            let match = oldIndexOfNew[index]
            guard match >= 0 else { continue }
            survivorsInNewOrder.append(match)
            if !contentEquals(old[match], new[index]) { updated.append(index) }
        }
        let staying = Self.longestIncreasingSubsequenceMask(survivorsInNewOrder)
        var moved: [Move] = []
        var survivor = 0
        for index in new.indices where oldIndexOfNew[index] >= 0 {
            if !staying[survivor] { moved.append(Move(from: oldIndexOfNew[index], to: index)) }
            survivor += 1
        }
        self.init(deleted: deleted, inserted: inserted, moved: moved, updated: updated)
    }

    /// Pairs the rows the merge walk left over by id; unpaired old rows are deleted, unpaired
    /// new rows inserted.
    ///
    /// Both sides are sorted by the ids' hash values and merged, so no hash table is built; rows
    /// with equal hashes are compared by id. A duplicate id pairs at most once.
    ///
    /// - Complexity: O(*k* log *k*) for *k* leftover rows.
    @usableFromInline
    static func pairByID<Row: Identifiable>(
        unpairedOld: [Int], in old: [Row], unpairedNew: [Int], in new: [Row],
        oldIndexOfNew: inout [Int], deleted: inout [Int], inserted: inout [Int]
    ) where Row.ID: Hashable {
        var oldKeys = unpairedOld.map { (hash: old[$0].id.hashValue, index: $0) }
        oldKeys.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.index < $1.index }
        var newKeys = unpairedNew.map { (hash: new[$0].id.hashValue, index: $0) }
        newKeys.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.index < $1.index }
        var oldPosition = 0
        var newPosition = 0
        while oldPosition < oldKeys.count || newPosition < newKeys.count {
            let oldHash = oldPosition < oldKeys.count ? oldKeys[oldPosition].hash : nil
            let newHash = newPosition < newKeys.count ? newKeys[newPosition].hash : nil
            guard let hash = oldHash, hash == newHash else {
                if let oldHash, newHash.map({ oldHash < $0 }) ?? true {
                    deleted.append(oldKeys[oldPosition].index)
                    oldPosition += 1
                } else {
                    inserted.append(newKeys[newPosition].index)
                    newPosition += 1
                }
                continue
            }
            // A run of equal hashes on both sides: pair equal ids, first come first served.
            var oldEnd = oldPosition
            while oldEnd < oldKeys.count && oldKeys[oldEnd].hash == hash { oldEnd += 1 }
            var newEnd = newPosition
            while newEnd < newKeys.count && newKeys[newEnd].hash == hash { newEnd += 1 }
            var used = [Bool](repeating: false, count: oldEnd - oldPosition)
            for newKey in newKeys[newPosition..<newEnd] {
                let match = (oldPosition..<oldEnd).first { candidate in
                    !used[candidate - oldPosition] && old[oldKeys[candidate].index].id == new[newKey.index].id
                }
                if let match {
                    used[match - oldPosition] = true
                    oldIndexOfNew[newKey.index] = oldKeys[match].index
                } else {
                    inserted.append(newKey.index)
                }
            }
            for candidate in oldPosition..<oldEnd where !used[candidate - oldPosition] {
                deleted.append(oldKeys[candidate].index)
            }
            oldPosition = oldEnd
            newPosition = newEnd
        }
        deleted.sort()
        inserted.sort()
    }

    /// Marks one longest strictly increasing subsequence of `values`.
    ///
    /// A value that extends the current longest run is appended in O(1), so nearly sorted input
    /// costs O(*n*).
    ///
    /// - Complexity: O(*n* log *n*) worst case.
    @usableFromInline
    static func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
        // tails[l]: position in `values` of the smallest tail of an increasing run of length l + 1.
        var tails: [Int] = []
        var predecessor = [Int](repeating: -1, count: values.count)
        for position in values.indices {
            let value = values[position]
            if let last = tails.last, values[last] >= value {
                var low = 0
                var high = tails.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
                predecessor[position] = low > 0 ? tails[low - 1] : -1
                tails[low] = position
            } else {
                predecessor[position] = tails.last ?? -1
                tails.append(position)
            }
        }
        var mask = [Bool](repeating: false, count: values.count)
        var position = tails.last ?? -1
        while position >= 0 {
            mask[position] = true
            position = predecessor[position]
        }
        return mask
    }
}
