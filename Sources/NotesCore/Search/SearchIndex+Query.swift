import Foundation

extension SearchIndex {
    /// Finds every indexed note whose title or content contains `query`, ignoring case and
    /// diacritics.
    ///
    /// An empty query matches every note. Pass the previous result as `previous` while the user
    /// types: when `query` extends its query (see ``NotesCore/SearchQuery/extends(_:)``) and the index
    /// has not changed since, only the previous hits are searched (see
    /// ``NotesCore/SearchRefinement``). Otherwise `previous` is ignored, so passing it is always safe.
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

    /// The slots among `scope` whose folded text contains `needle`.
    func matches(_ needle: [UInt8], among scope: SearchBitset) -> SearchBitset {
        var candidates = scope
        let capacity = wordCapacity
        let used = min(candidates.words.count, capacity)
        var buckets = Set(needle.map(Int.init))
        for index in needle.indices.dropFirst() {
            buckets.insert(Self.pairBucket(needle[index - 1], needle[index]))
        }
        grams.withUnsafeBufferPointer { grams in
            candidates.words.withUnsafeMutableBufferPointer { words in
                for bucket in buckets {
                    let base = bucket * capacity
                    for word in 0..<used { words[word] &= grams[base + word] }
                }
            }
        }
        guard needle.count > 1 else { return candidates }
        return verified(needle, in: candidates)
    }

    /// The candidates whose folded text really contains `needle`.
    private func verified(_ needle: [UInt8], in candidates: SearchBitset) -> SearchBitset {
        var anchor = 0
        for index in needle.indices where byteCounts[Int(needle[index])] < byteCounts[Int(needle[anchor])] {
            anchor = index
        }
        let anchorByte = Int32(needle[anchor])
        let tail = needle.count - anchor
        var result = candidates
        blob.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in
                guard let base = text.baseAddress, let needleBase = needle.baseAddress else { return }
                let length = needle.count
                candidates.forEach { slot in
                    let span = spans[slot]
                    var position = span.start + anchor
                    let limit = span.end - tail + 1
                    while position < limit {
                        guard let found = memchr(base + position, anchorByte, limit - position) else { break }
                        let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                        if memcmp(base + at - anchor, needleBase, length) == 0 { return }
                        position = at + 1
                    }
                    result.remove(slot)
                }
            }
        }
        return result
    }
}
