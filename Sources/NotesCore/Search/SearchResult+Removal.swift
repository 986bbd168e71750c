/// Keeping a result through removals: a removed note matches nothing, and removing notes never
/// makes another note match, so the result stays the answer to its query without searching again.
extension SearchResult {
    /// This result for `index` after the notes `removedIDs` were removed from it, when those
    /// removals are the only changes to the index since this result was made; otherwise nil (then
    /// search again).
    ///
    /// The result keeps its query, drops the removed notes from its matches and takes the index's
    /// generation, so later queries may refine it.
    ///
    /// - Complexity: O(*n* / 64 + *h* + *k*) for *n* index slots, *h* matches and *k* removals.
    package func removing(_ removedIDs: [Note.ID], in index: SearchIndex) -> SearchResult? {
        guard index.generation == generation + removedIDs.count, Set(removedIDs).count == removedIDs.count
        else { return nil }
        var removedSlots = SearchBitset(wordCount: hits.words.count)
        for id in removedIDs {
            // Each removal must be of a note this result knew and the index no longer holds.
            guard let slot = slotsByID[id], !index.contains(id), hits.words.count > slot >> 6 else {
                return nil
            }
            removedSlots.insert(slot)
        }
        var keptHits = hits
        var keptFirstMatches: [Int32] = []
        keptFirstMatches.reserveCapacity(firstMatches.count)
        var rank = 0
        hits.forEachSlot { slot in
            if removedSlots.contains(slot) {
                keptHits.remove(slot)
            } else if rank < firstMatches.count {
                keptFirstMatches.append(firstMatches[rank])
            }
            rank += 1
        }
        return SearchResult(
            query: query, hits: keptHits, firstMatches: firstMatches.isEmpty ? [] : keptFirstMatches,
            ids: index.ids, slotsByID: index.slotsByID, generation: index.generation)
    }
}
