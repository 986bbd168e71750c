/// Which keys of the list's order the rows are, at one version of the order: all of them, or the
/// positions of a search's matches.
///
/// Two row lists taken from one version of the order share its keys and its sort, so the changeset
/// between them is a merge of two ascending position lists: no ids are compared, nothing moves,
/// and a surviving row changed only if every row's highlight did.
struct ListNotesShownPositions {
    /// The ``ListNotesOrder/version`` the positions refer to, or `nil` when they are not known.
    var version: Int?
    /// The number of keys in the order at that version.
    var count: Int
    /// The positions shown, ascending, or `nil` for every key.
    var positions: [Int32]?

    /// The changeset from these rows to `new`, or `nil` when the two do not refer to one version of
    /// the order (then compare the keys).
    ///
    /// - Complexity: O(*a* + *b*) for *a* old and *b* new rows.
    func changeset(to new: ListNotesShownPositions, everyRowUpdated: Bool) -> RowChangeset? {
        guard let version, version == new.version, count == new.count else { return nil }
        if positions == nil && new.positions == nil {
            return RowChangeset(updated: everyRowUpdated ? Array(0..<count) : [])
        }
        var deleted: [Int] = []
        var inserted: [Int] = []
        var updated: [Int] = []
        withPositions { old in
            new.withPositions { new in
                if everyRowUpdated { updated.reserveCapacity(min(old.count, new.count)) }
                var oldIndex = 0
                var newIndex = 0
                while oldIndex < old.count || newIndex < new.count {
                    let oldPosition = oldIndex < old.count ? old[oldIndex] : Int.max
                    let newPosition = newIndex < new.count ? new[newIndex] : Int.max
                    if oldPosition == newPosition {
                        if everyRowUpdated { updated.append(newIndex) }
                        oldIndex += 1
                        newIndex += 1
                    } else if oldPosition < newPosition {
                        deleted.append(oldIndex)
                        oldIndex += 1
                    } else {
                        inserted.append(newIndex)
                        newIndex += 1
                    }
                }
            }
        }
        return RowChangeset(deleted: deleted, inserted: inserted, updated: updated)
    }

    /// Calls `body` with the positions shown, `0..<count` standing for every key.
    private func withPositions<Result>(_ body: (ShownPositions) -> Result) -> Result {
        guard let positions else { return body(ShownPositions(all: count, positions: nil)) }
        return positions.withUnsafeBufferPointer { body(ShownPositions(all: count, positions: $0)) }
    }

    /// The positions as one random-access list, without materialising `0..<count`.
    private struct ShownPositions {
        var all: Int
        var positions: UnsafeBufferPointer<Int32>?

        var count: Int { positions?.count ?? all }

        subscript(index: Int) -> Int {
            positions.map { Int($0[index]) } ?? index
        }
    }
}
