/// A fixed-size set of note slots, one bit per slot.
struct SearchBitset: Hashable, Sendable {
    /// The bits, 64 slots per word.
    var words: [UInt64]

    /// A set able to hold `capacity` slots, all absent.
    init(wordCount: Int) {
        words = Array(repeating: 0, count: wordCount)
    }

    /// The number of slots present.
    ///
    /// - Complexity: O(*n*) in the number of words.
    var count: Int {
        var total = 0
        for word in words { total &+= word.nonzeroBitCount }
        return total
    }

    /// Whether `slot` is present; slots beyond the end are absent.
    func contains(_ slot: Int) -> Bool {
        let word = slot >> 6
        guard slot >= 0, word < words.count else { return false }
        return words[word] & (1 << UInt64(slot & 63)) != 0
    }

    /// Adds `slot`, which must be within the set's capacity.
    mutating func insert(_ slot: Int) {
        words[slot >> 6] |= 1 << UInt64(slot & 63)
    }

    /// Removes `slot`, which must be within the set's capacity.
    mutating func remove(_ slot: Int) {
        words[slot >> 6] &= ~(1 << UInt64(slot & 63))
    }

    /// Calls `body` with every present slot, in increasing order.
    func forEachSlot(_ body: (Int) -> Void) {
        for (index, word) in words.enumerated() {
            var bits = word
            while bits != 0 {
                body(index << 6 | bits.trailingZeroBitCount)
                bits &= bits &- 1
            }
        }
    }
}
