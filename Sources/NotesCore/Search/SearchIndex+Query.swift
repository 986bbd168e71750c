extension SearchIndex {
    /// Finds every indexed note that holds each of `query`'s words in its title or content,
    /// ignoring case and diacritics.
    ///
    /// An empty query matches every note. Pass the previous result as `previous` while the user
    /// types: when `query` extends its query (see ``NotesCore/SearchQuery/extends(_:)``) and the index
    /// has not changed since, only the previous hits are searched (see
    /// ``NotesCore/SearchRefinement``), and only for the words that changed. Otherwise `previous` is
    /// ignored. `previous` must come from this index (or an unchanged copy of it): a result from
    /// another index is not detected.
    ///
    /// - Returns: The matching notes as a set; ranges for highlighting are computed per note by
    ///   ``NotesCore/SearchResult/ranges(in:)``.
    /// - Complexity: O(*w* × *n* / 64) to intersect the candidate bitsets of *n* notes for *w*
    ///   words, plus the length of every candidate's text that is scanned to verify each word.
    public func search(_ query: SearchQuery, refining previous: SearchResult? = nil) -> SearchResult {
        let plan = SearchRefinement.plan(
            for: query, after: previous.map { ($0.query, $0.generation) }, generation: generation)
        let found: (hits: SearchBitset, firstMatches: [Int32])
        switch plan {
        case .everything:
            found = (live, [])
        case .allNotes:
            found = matches(query.terms, among: live, after: nil)
        case .previousHits:
            if let previous, previous.query == query {
                found = (previous.hits, previous.firstMatches)
            } else {
                found = matches(query.terms, among: previous?.hits ?? live, after: previous)
            }
        }
        return SearchResult(
            query: query, hits: found.hits, firstMatches: found.firstMatches, ids: ids, slotsByID: slotsByID,
            generation: generation)
    }

    /// Finds every note whose title or content contains `text`; see ``search(_:refining:)``.
    ///
    /// - Complexity: As ``search(_:refining:)``, plus folding `text`.
    public func search(_ text: String) -> SearchResult {
        search(SearchQuery(text))
    }

    /// Resolves `ids`, in the caller's order, to positions in this index.
    ///
    /// - Complexity: O(*k*) hash lookups for *k* ids; make it when the list changes, not per query.
    public func order(_ ids: [Note.ID]) -> SearchOrder {
        SearchOrder(ids: ids, slots: ids.map { id in slotsByID[id].map { Int32($0) } ?? -1 })
    }

    /// The slots among `scope` whose folded text contains every one of `terms`, and where in each
    /// slot's text the last term first occurs (empty when the last term is one the bitsets answer
    /// exactly, which is not verified).
    ///
    /// `previous`, when given, is the result of a query that `terms` extends, with `scope` among its
    /// hits: the terms before its last are held by every candidate and are not checked again, and a
    /// match of the term that extends its last term is a match of that term, so each candidate is
    /// searched for it from where the previous query's last term first matched. The last term is
    /// checked last, so that its first matches are those of the final hits.
    func matches(_ terms: [[UInt8]], among scope: SearchBitset, after previous: SearchResult?) -> (
        hits: SearchBitset, firstMatches: [Int32]
    ) {
        var candidates = scope
        let used = min(candidates.words.count, wordCount)
        let answers = terms.map { buckets(ofNeedle: $0) }
        let bucketList = Array(Set(answers.flatMap(\.buckets)))
        grams.withUnsafeBufferPointer { grams in
            candidates.words.withUnsafeMutableBufferPointer { words in
                for word in 0..<used where words[word] != 0 {
                    let base = word &* Self.bucketCount
                    var bits = words[word]
                    for bucket in bucketList { bits &= grams[base &+ bucket] }
                    words[word] = bits
                }
            }
        }
        // The term that extends the previous query's last term; the terms before it equal its own.
        let extended = previous.map { $0.query.terms.count - 1 }
        var firstMatches: [Int32] = []
        let last = terms.count - 1
        for position in Array(0..<last) + [last] {
            // One or two scalars whose gram has a bucket of its own: the bitsets are exact.
            if answers[position].exact { continue }
            if let extended, let previous {
                if position < extended { continue }
                if position == extended, terms[position] == previous.query.terms[position] { continue }
            }
            let found = verified(
                terms[position], in: candidates, after: position == extended ? previous : nil)
            candidates = found.hits
            if position == last { firstMatches = found.firstMatches }
        }
        return (candidates, firstMatches)
    }

    /// The candidates whose folded text really contains `needle`, which has at least two bytes, and
    /// where it first occurs in each, as offsets from the start of the note's text.
    ///
    /// Many candidates are checked in two halves at once (see `SearchIndex+Verification.swift`);
    /// the halves' answers join in slot order.
    private func verified(_ needle: [UInt8], in candidates: SearchBitset, after previous: SearchResult?)
        -> (hits: SearchBitset, firstMatches: [Int32])
    {
        var slots: [Int] = []
        slots.reserveCapacity(candidates.count)
        candidates.forEachSlot { slots.append($0) }
        let starts = previous.map { Self.startOffsets(of: slots, after: $0) } ?? []
        var result = candidates
        var firstMatches: [Int32] = []
        firstMatches.reserveCapacity(slots.count)
        for part in verifiedInParts(needle, slots: slots, starts: starts) {
            for slot in part.misses where slot >= 0 { result.remove(slot) }
            firstMatches.append(contentsOf: part.firstMatches)
        }
        return (result, firstMatches)
    }

    /// For each of `slots` (increasing, all among `previous`'s hits), where `previous`'s query first
    /// occurs in the slot's text: 0 where that is not known.
    private static func startOffsets(of slots: [Int], after previous: SearchResult) -> [Int32] {
        var starts = [Int32](repeating: 0, count: slots.count)
        guard !previous.firstMatches.isEmpty else { return starts }
        var rank = 0
        var next = 0
        previous.hits.forEachSlot { slot in
            while next < slots.count && slots[next] < slot { next += 1 }
            if next < slots.count && slots[next] == slot, rank < previous.firstMatches.count {
                starts[next] = max(previous.firstMatches[rank], 0)
                next += 1
            }
            rank += 1
        }
        return starts
    }
}
