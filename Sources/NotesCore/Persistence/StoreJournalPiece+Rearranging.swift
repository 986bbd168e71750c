/// Laying out a replayed list's pieces in the storage of the list they were cut from.
extension StoreJournalPiece {
    /// Makes `elements` hold `pieces` in order: each run is the entries at its offsets in
    /// `elements`, each entry its own value.
    ///
    /// Every entry of `elements` outside the runs is dropped. The runs are expected in increasing
    /// order of their offsets, without overlap, as a journal's replay leaves them (it moves only
    /// the entries it names); pieces that are not are copied into a new array instead. Runs are moved within the storage (a `memmove`), never copied: the
    /// runs moving towards the front go first, front to back, then those moving towards the end,
    /// back to front, so none lands on entries still to move. An entry outside every run is
    /// destroyed where it was, and each entry piece is written into the gap left for it.
    ///
    /// - Complexity: O(*p*) moves for *p* pieces, of O(*n*) entries in all; O(1) entries copied
    ///   besides the entry pieces, when `elements` is not shared (otherwise it is copied once).
    static func rearrange(_ pieces: [Self], into elements: inout [Element]) {
        var runs: [(source: Int, destination: Int, count: Int)] = []
        var entries: [(destination: Int, element: Element)] = []
        var count = 0
        for piece in pieces {
            switch piece {
            case .run(let offsets):
                runs.append((offsets.lowerBound, count, offsets.count))
                count += offsets.count
            case .entry(let element):
                entries.append((count, element))
                count += 1
            }
        }
        let oldCount = elements.count
        let inOrder = zip(runs, runs.dropFirst()).allSatisfy { $0.source + $0.count <= $1.source }
        guard count > 0, oldCount > 0, inOrder, runs.allSatisfy({ $0.source + $0.count <= oldCount }) else {
            elements = pieces.flatMap { piece -> [Element] in
                switch piece {
                case .run(let offsets): Array(elements[offsets])
                case .entry(let element): [element]
                }
            }
            return
        }
        // Slots to grow into, holding copies of one entry until they are emptied below.
        if count > oldCount {
            elements.append(contentsOf: repeatElement(elements[0], count: count - oldCount))
        }
        elements.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            // Every slot outside the runs is emptied: the entries dropped or named, and the slots
            // grown into.
            var end = 0
            for run in runs {
                (base + end).deinitialize(count: run.source - end)
                end = run.source + run.count
            }
            (base + end).deinitialize(count: max(count, oldCount) - end)
            for run in runs where run.destination < run.source {
                (base + run.destination).moveInitialize(from: base + run.source, count: run.count)
            }
            for run in runs.reversed() where run.destination > run.source {
                (base + run.destination).moveInitialize(from: base + run.source, count: run.count)
            }
            for entry in entries { (base + entry.destination).initialize(to: entry.element) }
            // What is left past the end is empty: filled with copies that dropping the end destroys.
            if count < oldCount { (base + count).initialize(repeating: base[0], count: oldCount - count) }
        }
        if count < oldCount { elements.removeLast(oldCount - count) }
    }
}
