/// Mapping a result onto a caller's ordered list without visiting the notes that do not match.
extension SearchResult {
    /// The positions, ascending, of the matching notes in a caller's list of `positionCount` notes.
    ///
    /// `positionOfSlot[slot]` is the list position of the note the index keeps in `slot` (see
    /// `SearchIndex.slot(of:)`), or -1; `idAt(position)` is the note listed there. Each
    /// match is placed through the mapping and checked against `idAt`, so a stale mapping is
    /// noticed rather than trusted.
    ///
    /// - Returns: The positions, or `nil` when the mapping disagrees with the result (a match with
    ///   no position, or a position that lists another note).
    /// - Complexity: O(*n* / 64 + *h*) for *n* positions and index slots and *h* matches: the notes
    ///   that do not match are never visited.
    package func matchingPositions(
        positionOfSlot: [Int32], positionCount: Int, idAt: (Int) -> Note.ID
    ) -> [Int32]? {
        var marks = [UInt64](repeating: 0, count: (positionCount + 63) >> 6)
        var agrees = true
        var matched = 0
        hits.forEachSlot { slot in
            guard agrees else { return }
            guard slot < positionOfSlot.count, slot < ids.count, let id = ids[slot] else {
                agrees = false
                return
            }
            let position = Int(positionOfSlot[slot])
            guard position >= 0, position < positionCount, idAt(position) == id else {
                agrees = false
                return
            }
            marks[position >> 6] |= 1 << UInt64(position & 63)
            matched += 1
        }
        guard agrees else { return nil }
        var positions: [Int32] = []
        positions.reserveCapacity(matched)
        for (index, word) in marks.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                positions.append(Int32(index << 6 | bits.trailingZeroBitCount))
                bits &= bits &- 1
            }
        }
        // Two matches placed at one position: the mapping is wrong.
        return positions.count == matched ? positions : nil
    }
}
