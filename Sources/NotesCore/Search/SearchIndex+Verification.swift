import Dispatch

/// Checking candidates against the folded text, on two threads when there are many.
extension SearchIndex {
    /// Below this many candidates they are checked on the calling thread alone.
    static let minimumCandidatesForParts = 4_096

    /// What checking a run of candidates found.
    struct Verification: Sendable {
        /// The candidates whose text does not contain the needle, in increasing order.
        var misses: [Int] = []
        /// For each candidate that does contain it, in order, where it first occurs.
        var firstMatches: [Int32] = []
    }

    /// The answers for `slots` (increasing) in runs that together cover them in order: one run,
    /// or two checked at once when there are many candidates.
    ///
    /// `starts`, when not empty, gives for each slot where in its text to start looking.
    /// - Complexity: O(*t*) in the length of the candidates' text scanned, over up to two threads.
    func verifiedInParts(_ needle: [UInt8], slots: [Int], starts: [Int32]) -> [Verification] {
        guard slots.count >= Self.minimumCandidatesForParts else {
            return [verified(needle, slots: slots[...], starts: starts)]
        }
        let middle = slots.count / 2
        let runs = [0..<middle, middle..<slots.count]
        let found = Locked<[Verification]>(Array(repeating: Verification(), count: runs.count))
        DispatchQueue.concurrentPerform(iterations: runs.count) { run in
            let range = runs[run]
            let part = verified(
                needle, slots: slots[range], starts: starts.isEmpty ? [] : Array(starts[range]))
            found.withLock { $0[run] = part }
        }
        return found.withLock { $0 }
    }

    /// Checks each of `slots` (increasing) for `needle`, starting at `starts[n]` in the text of the
    /// `n`th slot when `starts` is not empty.
    ///
    /// Checking a candidate mostly waits for its text to arrive from memory, so the text of the
    /// candidate `lookahead` places further on is read early (one byte per cache line) to let
    /// those waits overlap; on the benchmark this saves about a sixth of the time.
    private func verified(_ needle: [UInt8], slots: ArraySlice<Int>, starts: [Int32]) -> Verification {
        let slots = Array(slots)
        let lookahead = 16
        var found = Verification()
        found.firstMatches.reserveCapacity(slots.count)
        var touched: UInt8 = 0
        blob.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in
                guard let base = text.baseAddress, let needleBase = needle.baseAddress else { return }
                let finder = SearchNeedleFinder(needle: needleBase, count: needle.count)
                spans.withUnsafeBufferPointer { spans in
                    for (number, slot) in slots.enumerated() {
                        if number + lookahead < slots.count {
                            let ahead = spans[slots[number + lookahead]]
                            // The first two lines the scan will read (the match is most likely
                            // where the last query's was, when refining).
                            let from = ahead.start + (starts.isEmpty ? 0 : Int(starts[number + lookahead]))
                            touched |= base[min(from, ahead.end - 1)] | base[min(from + 64, ahead.end - 1)]
                        }
                        let span = spans[slot]
                        let from = span.start + (starts.isEmpty ? 0 : Int(starts[number]))
                        if let match = finder.firstOccurrence(
                            in: base, from: from, to: span.end, bufferEnd: text.count)
                        {
                            let offset = match - span.start
                            // An offset too large to keep is recorded as unknown: searched from 0.
                            found.firstMatches.append(offset <= Int(Int32.max) ? Int32(offset) : 0)
                        } else {
                            found.misses.append(slot)
                        }
                    }
                }
            }
        }
        // Keeps the early reads from being optimised away; no folded byte is 0xFE, so never true.
        if touched == 0xFE { found.misses.append(-1) }
        return found
    }
}
