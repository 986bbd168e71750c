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
        var matched = 0
        let agrees = marks.withUnsafeMutableBufferPointer { marks in
            positionOfSlot.withUnsafeBufferPointer { positionOfSlot in
                ids.withUnsafeBufferPointer { ids in
                    for (index, word) in hits.words.enumerated() where word != 0 {
                        var bits = word
                        while bits != 0 {
                            let slot = index << 6 | bits.trailingZeroBitCount
                            bits &= bits &- 1
                            guard slot < positionOfSlot.count, slot < ids.count, let id = ids[slot] else {
                                return false
                            }
                            let position = Int(positionOfSlot[slot])
                            guard position >= 0, position < positionCount, idAt(position) == id else {
                                return false
                            }
                            marks[position >> 6] |= 1 << UInt64(position & 63)
                            matched += 1
                        }
                    }
                    return true
                }
            }
        }
        guard agrees else { return nil }
        let positions = [Int32](unsafeUninitializedCapacity: matched) { buffer, count in
            count = 0
            for (index, word) in marks.enumerated() where word != 0 {
                var bits = word
                while bits != 0 && count < matched {
                    buffer[count] = Int32(index << 6 | bits.trailingZeroBitCount)
                    count += 1
                    bits &= bits &- 1
                }
            }
        }
        // Two matches placed at one position: the mapping is wrong.
        return positions.count == matched ? positions : nil
    }
}
