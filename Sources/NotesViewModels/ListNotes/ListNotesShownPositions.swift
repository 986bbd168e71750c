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
    /// - Complexity: O(*a* + *b*) for *a* old and *b* new rows; a comparison of bytes when they are
    ///   the same rows.
    func changeset(to new: ListNotesShownPositions, everyRowUpdated: Bool) -> RowChangeset? {
        guard let version, version == new.version, count == new.count else { return nil }
        // The same rows (both every key, or the same matches: a refinement that narrowed nothing,
        // as each letter typed after the first few of a word mostly is) are one comparison of
        // bytes, not a merge.
        if positions == new.positions {
            return RowChangeset(updated: everyRowUpdated ? Array(0..<(positions?.count ?? count)) : [])
        }
        return withPositions { old in
            new.withPositions { new in Self.merged(old, new, everyRowUpdated: everyRowUpdated) }
        }
    }

    /// The changeset between two ascending position lists: one pass, in which a position in both
    /// is kept (and updated if every row is), one only in `old` deleted and one only in `new`
    /// inserted.
    ///
    /// The pass has no branch on the positions: each step writes its index to all three lists and
    /// advances each list's length by whether it applied, as the two lists interleave at random
    /// while a search narrows.
    private static func merged(_ old: ShownPositions, _ new: ShownPositions, everyRowUpdated: Bool)
        -> RowChangeset
    {
        var (deletedCount, insertedCount, updatedCount) = (0, 0, 0)
        var oldIndex = 0
        var newIndex = 0
        let updating = everyRowUpdated ? 1 : 0
        // Every list gets one spare place: each step writes to all three before advancing one.
        var deleted = [Int](repeating: 0, count: old.count + 1)
        var inserted = [Int](repeating: 0, count: new.count + 1)
        var updated = [Int](repeating: 0, count: (everyRowUpdated ? min(old.count, new.count) : 0) + 1)
        deleted.withUnsafeMutableBufferPointer { deleted in
            inserted.withUnsafeMutableBufferPointer { inserted in
                updated.withUnsafeMutableBufferPointer { updated in
                    while oldIndex < old.count && newIndex < new.count {
                        let oldPosition = old[oldIndex]
                        let newPosition = new[newIndex]
                        let before = oldPosition < newPosition ? 1 : 0
                        let after = oldPosition > newPosition ? 1 : 0
                        let same = 1 - before - after
                        deleted[deletedCount] = oldIndex
                        inserted[insertedCount] = newIndex
                        updated[min(updatedCount, updated.count - 1)] = newIndex
                        deletedCount &+= before
                        insertedCount &+= after
                        updatedCount &+= same & updating
                        oldIndex &+= 1 - after
                        newIndex &+= 1 - before
                    }
                }
            }
        }
        deleted.removeSubrange(deletedCount...)
        deleted.append(contentsOf: oldIndex..<old.count)
        inserted.removeSubrange(insertedCount...)
        inserted.append(contentsOf: newIndex..<new.count)
        updated.removeSubrange(updatedCount...)
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
