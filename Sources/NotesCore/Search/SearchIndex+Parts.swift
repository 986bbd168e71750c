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
            // The first part makes room for the whole, which the second is appended to.
            let index = SearchIndex(oneAtATime: notes[ranges[part]], room: part == 0 ? notes.count : 0)
            parts.withLock { $0[part] = index }
        }
        // Taken out of the lock, so that the first part's storage is referenced once and grows
        // in place rather than being copied.
        var built = parts.withLock { held in
            defer { held = [nil, nil] }
            return held
        }
        guard let second = built[1], var first = built[0], first.slotCount == split,
            second.slotCount == notes.count - split
        else { return nil }
        built = []
        return first.join(second) ? first : nil
    }

    /// Appends `other`'s slots to this index (whose slots fill whole words); false, leaving this
    /// index partly joined, when the two share a note.
    private mutating func join(_ other: SearchIndex) -> Bool {
        guard ids.count == wordCount * 64 else { return false }
        slotsByID.reserveCapacity(slotsByID.count + other.slotsByID.count)
        for (id, slot) in other.slotsByID {
            guard slotsByID.updateValue(slot + ids.count, forKey: id) == nil else { return false }
        }
        let shift = blob.count
        blob.append(contentsOf: other.blob)
        spans.append(
            contentsOf: other.spans.lazy.map { Span(start: $0.start + shift, end: $0.end + shift) })
        ids.append(contentsOf: other.ids)
        grams.append(contentsOf: other.grams)
        live.words.append(contentsOf: other.live.words)
        wordCount += other.wordCount
        for bucket in keyOfBucket.indices {
            let mine = keyOfBucket[bucket]
            let theirs = other.keyOfBucket[bucket]
            if mine == Self.emptyGramBucket {
                keyOfBucket[bucket] = theirs
            } else if theirs != Self.emptyGramBucket && theirs != mine {
                keyOfBucket[bucket] = Self.sharedGramBucket
            }
        }
        foldCache.merge(other.foldCache) { mine, _ in mine }
        garbage += other.garbage
        return true
    }
}
