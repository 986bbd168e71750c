import Dispatch

/// Checking candidates against the folded text, on two threads when there are many.
extension SearchIndex {
    /// Below this many candidates they are checked on the calling thread alone.
    static let minimumCandidatesForParts = 4_096
    /// The most runs many candidates are checked in.
    static let maximumVerificationRuns = 8

    /// What checking a run of candidates found.
    struct Verification: Sendable {
        /// The candidates whose text does not contain the needle, in increasing order.
        var misses: [Int] = []
        /// For each candidate that does contain it, in order, where it first occurs.
        var firstMatches: [Int32] = []
    }

    /// The answers for `slots` (increasing) in runs that together cover them in order: one run,
    /// or, when there are many candidates, up to ``maximumVerificationRuns`` runs taken by
    /// whichever threads are free.
    ///
    /// Runs smaller than a half keep a keystroke's time even when a core is busy elsewhere: the
    /// calling thread checks runs too, so a thread that starts late takes fewer of them rather than
    /// leaving the caller waiting for a whole half.
    ///
    /// `starts`, when not empty, gives for each slot where in its text to start looking.
    /// - Complexity: O(*t*) in the length of the candidates' text scanned, over the free cores.
    func verifiedInParts(_ needle: [UInt8], slots: [Int], starts: [Int32]) -> [Verification] {
        guard slots.count >= Self.minimumCandidatesForParts else {
            return [verified(needle, slots: slots[...], starts: starts)]
        }
        let runCount = min(Self.maximumVerificationRuns, slots.count / (Self.minimumCandidatesForParts / 2))
        let runs = (0..<runCount).map { run in
            (slots.count * run / runCount)..<(slots.count * (run + 1) / runCount)
        }
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
    /// Checking a candidate mostly waits for its text to arrive from memory. So the candidates are
    /// taken in batches of ``verificationBatch``, and before a batch is checked the first
    /// ``linesReadAhead`` lines the next batch will read are loaded (one byte per cache line), one
    /// after another with nothing between: those reads do not depend on each other, so their waits
    /// overlap, and a batch costs about one wait rather than one a candidate.
    private func verified(_ needle: [UInt8], slots: ArraySlice<Int>, starts: [Int32]) -> Verification {
        let slots = Array(slots)
        let batch = Self.verificationBatch
        var found = Verification()
        found.firstMatches.reserveCapacity(slots.count)
        var touched: UInt8 = 0
        blob.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in
                guard let base = text.baseAddress, let needleBase = needle.baseAddress else { return }
                let finder = SearchNeedleFinder(needle: needleBase, count: needle.count)
                spans.withUnsafeBufferPointer { spans in
                    @inline(__always) func from(_ number: Int) -> Int {
                        spans[slots[number]].start + (starts.isEmpty ? 0 : Int(starts[number]))
                    }
                    @inline(__always) func touch(_ numbers: Range<Int>) {
                        for number in numbers {
                            // The first lines the scan will read (the match is most likely
                            // where the last query's was, when refining).
                            let last = spans[slots[number]].end - 1
                            let start = from(number)
                            for line in 0..<Self.linesReadAhead {
                                touched |= base[min(start + line &* 64, last)]
                            }
                        }
                    }
                    touch(0..<min(batch, slots.count))
                    var batchStart = 0
                    while batchStart < slots.count {
                        let batchEnd = min(batchStart + batch, slots.count)
                        touch(batchEnd..<min(batchEnd + batch, slots.count))
                        for number in batchStart..<batchEnd {
                            let span = spans[slots[number]]
                            if let match = finder.firstOccurrence(
                                in: base, from: from(number), to: span.end, bufferEnd: text.count)
                            {
                                let offset = match - span.start
                                // An offset too large to keep is recorded as unknown: searched from 0.
                                found.firstMatches.append(offset <= Int(Int32.max) ? Int32(offset) : 0)
                            } else {
                                found.misses.append(slots[number])
                            }
                        }
                        batchStart = batchEnd
                    }
                }
            }
        }
        // Keeps the early reads from being optimised away; no folded byte is 0xFE, so never true.
        if touched == 0xFE { found.misses.append(-1) }
        return found
    }

    /// Candidates whose first lines are read together ahead of checking them.
    static let verificationBatch = 16
    /// Cache lines of each candidate read ahead: a first match is often a few lines in, and four
    /// took a third off typing `gar` over 100,000 notes against two (six gained nothing more).
    static let linesReadAhead = 4
}
