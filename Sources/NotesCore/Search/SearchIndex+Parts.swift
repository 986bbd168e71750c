import Dispatch

/// Building a large index on every core: each part of the notes is indexed on its own thread, and
/// the parts are joined.
extension SearchIndex {
    /// Below this many notes an index is built on the calling thread alone.
    static let minimumNotesForParts = 8_192

    /// An index of `notes` built as two parts at once, the same in every respect as the one
    /// ``init(_:)`` builds one note at a time; nil when two notes share an id (the later one must
    /// then win, which the one-at-a-time build decides).
    ///
    /// The first part's notes fill whole words of the bitsets (a multiple of 64 notes), so each
    /// part writes words of its own and the parts join by concatenation.
    ///
    /// - Complexity: O(*n*) in the total length of the notes' text, spread over two threads, plus
    ///   one copy of the folded text to join the parts.
    static func builtInParts(_ notes: [Note]) -> SearchIndex? {
        let split = (notes.count / 2 + 63) & ~63
        guard split < notes.count else { return nil }
        let ranges = [0..<split, split..<notes.count]
        let parts = Locked<[SearchIndex?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: ranges.count) { part in
            let index = SearchIndex(oneAtATime: notes[ranges[part]])
            parts.withLock { $0[part] = index }
        }
        let built = parts.withLock { $0 }
        guard let first = built[0], let second = built[1], first.slotCount == split,
            second.slotCount == notes.count - split
        else { return nil }
        return first.joined(with: second)
    }

    /// This index (whose slots fill whole words) followed by `other`'s slots; nil when the two
    /// share a note.
    private func joined(with other: SearchIndex) -> SearchIndex? {
        guard ids.count == wordCount * 64 else { return nil }
        var joined = self
        joined.slotsByID.reserveCapacity(slotsByID.count + other.slotsByID.count)
        for (id, slot) in other.slotsByID {
            guard joined.slotsByID.updateValue(slot + ids.count, forKey: id) == nil else { return nil }
        }
        let shift = blob.count
        joined.blob.append(contentsOf: other.blob)
        joined.spans.append(
            contentsOf: other.spans.lazy.map { Span(start: $0.start + shift, end: $0.end + shift) })
        joined.ids.append(contentsOf: other.ids)
        joined.grams.append(contentsOf: other.grams)
        joined.live.words.append(contentsOf: other.live.words)
        joined.wordCount += other.wordCount
        for bucket in joined.pairOfBucket.indices {
            let mine = joined.pairOfBucket[bucket]
            let theirs = other.pairOfBucket[bucket]
            if mine == Self.emptyPairBucket {
                joined.pairOfBucket[bucket] = theirs
            } else if theirs != Self.emptyPairBucket && theirs != mine {
                joined.pairOfBucket[bucket] = Self.sharedPairBucket
            }
        }
        joined.foldCache.merge(other.foldCache) { mine, _ in mine }
        joined.garbage += other.garbage
        return joined
    }
}
