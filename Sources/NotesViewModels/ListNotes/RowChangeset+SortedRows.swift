/// Computing a changeset from two row lists that share one sort order.
extension RowChangeset {
    /// Computes the changeset from `old` to `new`, rows compared with `==`.
    ///
    /// See ``init(from:to:sortedBy:contentEquals:)``.
    ///
    /// - Complexity: O(*n* + *k* log *n*) for *n* rows of which *k* changed position;
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
    /// order (for the notes list: `updatedAt` descending, then id); only the rows it cannot pair
    /// (inserted, deleted, or re-sorted because their sort key changed) go through a hash table.
    /// The moves are the matched rows outside a longest increasing subsequence of their old
    /// indexes taken in new order, so they are minimal. `contentEquals` decides ``updated``.
    ///
    /// Unsorted input still gives a correct changeset, only a slower one. Duplicate ids (bad
    /// input) never trap: a duplicate that cannot be paired is reported deleted or inserted.
    ///
    /// - Complexity: O(*n* + *k* log *n*) for *n* rows of which *k* changed position;
    ///   O(*n* log *n*) worst case. Comparisons of ids are O(1); `contentEquals` runs once per
    ///   surviving row.
    @inlinable
    public init<Row: Identifiable>(
        from old: [Row],
        to new: [Row],
        sortedBy areInIncreasingOrder: (Row, Row) -> Bool,
        contentEquals: (Row, Row) -> Bool
    ) where Row.ID: Hashable {
        // newIndexOfOld[o] / oldIndexOfNew[n]: the paired index, or -1.
        var newIndexOfOld = [Int](repeating: -1, count: old.count)
        var oldIndexOfNew = [Int](repeating: -1, count: new.count)
        var unpairedOld: [Int] = []
        var unpairedNew: [Int] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count && newIndex < new.count {
            if old[oldIndex].id == new[newIndex].id {
                newIndexOfOld[oldIndex] = newIndex
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

        if !unpairedOld.isEmpty && !unpairedNew.isEmpty {
            var oldIndexByID: [Row.ID: Int] = [:]
            oldIndexByID.reserveCapacity(unpairedOld.count)
            for index in unpairedOld where oldIndexByID[old[index].id] == nil {
                oldIndexByID[old[index].id] = index
            }
            for index in unpairedNew {
                if let match = oldIndexByID.removeValue(forKey: new[index].id) {
                    newIndexOfOld[match] = index
                    oldIndexOfNew[index] = match
                }
            }
        }

        var deleted: [Int] = []
        for index in unpairedOld where newIndexOfOld[index] < 0 { deleted.append(index) }
        deleted.sort()
        var inserted: [Int] = []
        for index in unpairedNew where oldIndexOfNew[index] < 0 { inserted.append(index) }
        inserted.sort()

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
