extension SearchIndex {
    /// Finds every indexed note whose title or content contains `query`, ignoring case and
    /// diacritics.
    ///
    /// An empty query matches every note. Pass the previous result as `previous` while the user
    /// types: when `query` extends its query (see ``NotesCore/SearchQuery/extends(_:)``) and the index
    /// has not changed since, only the previous hits are searched (see
    /// ``NotesCore/SearchRefinement``). Otherwise `previous` is ignored. `previous` must come from
    /// this index (or an unchanged copy of it): a result from another index is not detected.
    ///
    /// - Returns: The matching notes as a set; ranges for highlighting are computed per note by
    ///   ``NotesCore/SearchResult/ranges(in:)``.
    /// - Complexity: O(*n* / 64) to intersect the candidate bitsets of *n* notes, plus the length of
    ///   every candidate's text that is scanned to verify it.
    public func search(_ query: SearchQuery, refining previous: SearchResult? = nil) -> SearchResult {
        let plan = SearchRefinement.plan(
            for: query, after: previous.map { ($0.query, $0.generation) }, generation: generation)
        let hits: SearchBitset
        switch plan {
        case .everything:
            hits = live
        case .allNotes:
            hits = matches(query.folded, among: live)
        case .previousHits:
            hits = matches(query.folded, among: previous?.hits ?? live)
        }
        return SearchResult(
            query: query, hits: hits, ids: ids, slotsByID: slotsByID, generation: generation)
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

    /// The slots among `scope` whose folded text contains `needle`.
    func matches(_ needle: [UInt8], among scope: SearchBitset) -> SearchBitset {
        var candidates = scope
        let used = min(candidates.words.count, wordCount)
        var buckets = Set(needle.map(Int.init))
        for index in needle.indices.dropFirst() {
            buckets.insert(Self.pairBucket(needle[index - 1], needle[index]))
        }
        let bucketList = Array(buckets)
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
        guard needle.count > 1 else { return candidates }
        return verified(needle, in: candidates)
    }

    /// The candidates whose folded text really contains `needle`, which has at least two bytes.
    ///
    /// Checking a candidate mostly waits for its text to arrive from memory, so the text of the
    /// candidate `lookahead` places further on is read early (one byte per cache line) to let
    /// those waits overlap; on the benchmark this saves about a sixth of the time.
    private func verified(_ needle: [UInt8], in candidates: SearchBitset) -> SearchBitset {
        let lookahead = 8
        var slots: [Int] = []
        slots.reserveCapacity(candidates.count)
        candidates.forEachSlot { slots.append($0) }
        var result = candidates
        var touched: UInt8 = 0
        blob.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in
                guard let base = text.baseAddress, let needleBase = needle.baseAddress else { return }
                let finder = SearchNeedleFinder(needle: needleBase, count: needle.count)
                spans.withUnsafeBufferPointer { spans in
                    for (number, slot) in slots.enumerated() {
                        if number + lookahead < slots.count {
                            let ahead = spans[slots[number + lookahead]]
                            for line in stride(from: ahead.start, to: ahead.end, by: 64) {
                                touched |= base[line]
                            }
                        }
                        let span = spans[slot]
                        if !finder.occurs(in: base, from: span.start, to: span.end, bufferEnd: text.count) {
                            result.remove(slot)
                        }
                    }
                }
            }
        }
        // Keeps the early reads from being optimised away; no folded byte is 0xFE, so never true.
        if touched == 0xFE { result.words.append(0) }
        return result
    }
}
