import Foundation

extension StoreMerge {
    /// The merge of `base` with one device's journal and nothing else, when every change in it
    /// descends from the version `base` holds of its entry (the case of a folder one device
    /// writes): the journal's saves replayed in order, in place; nil otherwise.
    ///
    /// - Complexity: O(*n* + *k*) for *n* entries and *k* changes, as ``NoteStore`` replays a
    ///   journal; O(*k*) dictionary lookups to find that it applies.
    static func replayingOneLog(base: StoreContents, log: Log) -> Result? {
        let skip = base.clocks.included[log.device] ?? 0
        var clocks = base.clocks
        var known = skip
        var reading = log.reading
        reading.batches = []
        for (batchIndex, batch) in log.reading.batches.enumerated() {
            let number = log.reading.batchNumbers[batchIndex]
            if number < skip { continue }
            if number == known { known += 1 }
            let versions = log.reading.clocks[batchIndex]
            for (index, change) in batch.enumerated() {
                let clock = index < versions.count ? versions[index] : VersionVector()
                guard clock.includes(clocks.held(change)) else { return nil }
            }
            clocks.record(batch, clocks: versions)
            reading.batches.append(batch)
        }
        clocks.included[log.device] = max(clocks.included[log.device] ?? 0, known)
        var contents = base
        NoteStore.replay(reading, onto: &contents)
        contents.clocks = clocks
        return Result(contents: contents, unresolved: contents)
    }
}
