import Foundation

/// Reads the records of a journal of the current version, one after another, counting what
/// damage cost from the positions of the records on either side of it (see ``StoreJournal``).
struct StoreJournalReader {
    /// What a record at an offset turned out to be.
    enum Found {
        /// A record that checks out: its kind, position, what it says and where it ends.
        case record(StoreJournal.Kind, StoreJournal.Position, StoreJournal.Decoded, end: Int)
        /// The end of the file cuts this record short: its header is incomplete, or it checks out
        /// and its payload runs past the end. What a torn write leaves.
        case cut
        /// Bytes that do not read as a record.
        case damaged
    }

    let bytes: [UInt8]
    let includes: (Int, UInt64) -> Bool
    /// What has been read so far.
    private(set) var reading = StoreJournal.Reading()
    /// The position the next record should have.
    private var expected = StoreJournal.Position()
    /// The changes of the batch being read, not committed yet.
    private var pending: [StoreJournal.Change] = []
    /// The vectors of ``pending``'s versions.
    private var pendingClocks: [VersionVector] = []
    /// The changes of the batch being read that damage cost, reported once it commits.
    private var pendingLost: [DroppedEntry] = []
    /// How many of the changes already reported for a stretch that also held commits may have
    /// been the batch being read's own: its commit may count up to this many more.
    private var slack = 0

    /// A reader of `bytes` (header and records) whose first record stands at `position`.
    init(
        bytes: [UInt8], includes: @escaping (Int, UInt64) -> Bool,
        expecting position: StoreJournal.Position = .init()
    ) {
        self.bytes = bytes
        self.includes = includes
        self.expected = position
    }

    /// Reads every record after the header.
    mutating func readAll() {
        var offset = StoreJournal.header.count
        if !bytes.starts(with: StoreJournal.header) {
            reading.damageOffset = 0
            offset = 0
        }
        reading.committedLength = offset
        var damageStart: Int? = reading.damageOffset
        // A device's journal started anew after a compaction goes on numbering its saves.
        if expected == StoreJournal.Position(), case .record(_, let first, _, _) = record(at: offset),
            first.sequence == 0
        {
            expected.batch = first.batch
        }
        while offset < bytes.count {
            switch record(at: offset) {
            case .cut where damageStart == nil:
                reading.hasTornTail = true
                return finish()
            case .record(let kind, let position, let decoded, let end)
            where damageStart != nil || position == expected || kind == .compacted:
                if let start = damageStart {
                    account(damaged: start..<offset, before: position, isMarker: kind == .compacted)
                    damageStart = nil
                }
                if apply(decoded, position: position) {
                    if kind == .commit || kind == .compacted { reading.committedLength = end }
                    if kind == .compacted { reading.hasMarker = true }
                    offset = end
                    continue
                }
                // A commit that does not count its batch: damage from here on.
                damageStart = offset
                reading.damageOffset = reading.damageOffset ?? offset
                offset = nextRecord(after: offset) ?? bytes.count
            default:
                if damageStart == nil {
                    damageStart = offset
                    reading.damageOffset = reading.damageOffset ?? offset
                }
                offset = nextRecord(after: offset) ?? bytes.count
            }
        }
        if let start = damageStart {
            // Damage to the end of the file: the changes it held cannot be counted, only named.
            reading.dropped +=
                pendingLost + pending.map { dropped($0, reason: "its save's commit is damaged") }
            reading.dropped += named(in: start..<bytes.count, from: expected, unnamedRest: true)
            pending = []
            pendingClocks = []
            pendingLost = []
        }
        finish()
    }

    /// Moves the changes read of the batch being read into the reading, as batch `number`.
    private mutating func commitPending(batch number: UInt32) {
        reading.batches.append(pending)
        reading.clocks.append(pendingClocks)
        reading.batchNumbers.append(number)
        pending = []
        pendingClocks = []
    }

    /// Sets what the end of the journal says.
    private mutating func finish() {
        reading.hasTornTail = reading.hasTornTail || !pending.isEmpty || !pendingLost.isEmpty
        reading.end = expected
    }

    /// Applies one record that checks out at `position`; false for a commit that does not count
    /// the changes of its batch.
    private mutating func apply(_ decoded: StoreJournal.Decoded, position: StoreJournal.Position) -> Bool {
        switch decoded {
        case .change(let change, let clock):
            pending.append(change)
            pendingClocks.append(clock)
        case .commit(let count):
            let known = pending.count + pendingLost.count
            guard count >= known, count - known <= slack else { return false }
            commitPending(batch: position.batch)
            reading.dropped += pendingLost
            pendingLost = []
            slack = 0
            expected.batch = position.batch &+ 1
        case .compacted(let count, let fingerprint):
            // Whatever was not committed before a marker is a save that failed.
            pending = []
            pendingClocks = []
            pendingLost = []
            slack = 0
            expected.batch = position.batch
            // A marker that starts a journal has nothing before it to skip: notes.json need not be
            // fingerprinted for it.
            let hasSomethingBefore =
                !reading.batches.isEmpty || !reading.dropped.isEmpty || reading.damageOffset != nil
            if hasSomethingBefore, includes(count, fingerprint) {
                reading.batches = []
                reading.clocks = []
                reading.batchNumbers = []
                reading.dropped = []
                reading.damageOffset = nil
            }
        }
        expected.sequence = position.sequence &+ 1
        return true
    }

    /// Counts what a damaged stretch cost from the position of the record after it.
    ///
    /// The records it held are the gap in sequence numbers, the commits among them the gap in save
    /// numbers. Saves before the record's own committed (saves are appended one after another), so what
    /// they held is reported at once; the record's own save reports its losses when it commits.
    private mutating func account(
        damaged range: Range<Int>, before next: StoreJournal.Position, isMarker: Bool
    ) {
        let most = range.count / StoreJournal.minimumRecordSize
        let records =
            next.sequence >= expected.sequence ? min(Int(next.sequence - expected.sequence), most) : 0
        let commits = next.batch >= expected.batch ? min(Int(next.batch - expected.batch), records) : 0
        var lost = named(in: range, from: expected, unnamedRest: false)
        let changes = records - commits
        if lost.count > changes { lost.removeLast(lost.count - changes) }
        if lost.count < changes {
            lost += Array(
                repeating: DroppedEntry(
                    kind: .note, index: Int(next.batch), rawID: nil, reason: reason(range)),
                count: changes - lost.count)
        }
        if commits > 0 {
            commitPending(batch: expected.batch)
            reading.dropped += pendingLost + lost
            pendingLost = []
            slack = lost.count
        } else if isMarker && next.sequence <= expected.sequence {
            // A marker right after a save that failed part-way: the stretch is that save's.
            return
        } else {
            pendingLost += lost
        }
        expected = next
    }

    /// The changes of the records at the start of `range` whose headers still check out and whose
    /// positions follow on from `start`, named by the ids they hold; with `unnamedRest`, one more
    /// unnamed change when the walk stops before the end of the range.
    private func named(in range: Range<Int>, from start: StoreJournal.Position, unnamedRest: Bool)
        -> [DroppedEntry]
    {
        var entries: [DroppedEntry] = []
        var offset = range.lowerBound
        var sequence = start.sequence
        while let (kind, length, position) = header(at: offset), position.sequence == sequence,
            offset + StoreJournal.recordHeaderSize + length <= range.upperBound
        {
            if kind != .commit && kind != .compacted {
                let idStart = offset + StoreJournal.recordHeaderSize
                let rawID = length >= 16 ? StoreJournal.uuid(bytes[idStart..<(idStart + 16)]).uuidString : nil
                entries.append(
                    DroppedEntry(
                        kind: kind == .putPhoto || kind == .removePhoto ? .photo : .note,
                        index: Int(position.batch), rawID: rawID, reason: reason(range)))
            }
            offset += StoreJournal.recordHeaderSize + length
            sequence &+= 1
        }
        if unnamedRest && offset < range.upperBound {
            entries.append(
                DroppedEntry(kind: .note, index: Int(start.batch), rawID: nil, reason: reason(range)))
        }
        return entries
    }

    /// Why the changes in `range` were dropped.
    private func reason(_ range: Range<Int>) -> String {
        "\(StoreJournal.fileName) bytes \(range.lowerBound)..<\(range.upperBound) are damaged"
    }

    /// A change that was read but whose save cannot be shown to have committed.
    private func dropped(_ change: StoreJournal.Change, reason: String) -> DroppedEntry {
        switch change {
        case .putNote(let note, _):
            DroppedEntry(
                kind: .note, index: Int(expected.batch), rawID: note.id.rawValue.uuidString, reason: reason)
        case .removeNote(let id):
            DroppedEntry(
                kind: .note, index: Int(expected.batch), rawID: id.rawValue.uuidString, reason: reason)
        case .putPhoto(let photo, _):
            DroppedEntry(
                kind: .photo, index: Int(expected.batch), rawID: photo.id.rawValue.uuidString, reason: reason)
        case .removePhoto(let id):
            DroppedEntry(
                kind: .photo, index: Int(expected.batch), rawID: id.rawValue.uuidString, reason: reason)
        }
    }

    /// The kind, payload length and position of a record header at `offset` that checks out
    /// (with the id that starts a change's payload).
    private func header(at offset: Int) -> (StoreJournal.Kind, Int, StoreJournal.Position)? {
        guard offset >= 0, offset + StoreJournal.recordHeaderSize <= bytes.count,
            let kind = StoreJournal.Kind(rawValue: bytes[offset + 4])
        else { return nil }
        let length = Int(StoreJournal.integer(UInt32.self, bytes, offset))
        let idStart = offset + StoreJournal.recordHeaderSize
        guard length <= StoreJournal.maximumPayload, length >= kind.idLength,
            idStart + kind.idLength <= bytes.count,
            Checksums.crc32(bytes[offset..<(offset + 13)].lazy + bytes[idStart..<(idStart + kind.idLength)])
                == StoreJournal.integer(UInt32.self, bytes, offset + 13)
        else { return nil }
        let position = StoreJournal.Position(
            sequence: StoreJournal.integer(UInt32.self, bytes, offset + 5),
            batch: StoreJournal.integer(UInt32.self, bytes, offset + 9))
        return (kind, length, position)
    }

    /// What the bytes at `offset` are.
    func record(at offset: Int) -> Found {
        guard offset + StoreJournal.recordHeaderSize <= bytes.count else { return .cut }
        if let kind = StoreJournal.Kind(rawValue: bytes[offset + 4]),
            offset + StoreJournal.recordHeaderSize + kind.idLength > bytes.count
        {
            return .cut
        }
        guard let (kind, length, position) = header(at: offset) else { return .damaged }
        let start = offset + StoreJournal.recordHeaderSize
        guard length <= bytes.count - start else { return .cut }
        let payload = start..<(start + length)
        guard Checksums.crc32(bytes[payload]) == StoreJournal.integer(UInt32.self, bytes, offset + 17),
            let decoded = StoreJournal.decode(kind, bytes[payload])
        else { return .damaged }
        return .record(kind, position, decoded, end: payload.upperBound)
    }

    /// The first offset after `offset` where a whole record that checks out starts, or nil.
    private func nextRecord(after offset: Int) -> Int? {
        var candidate = offset + 1
        while candidate + StoreJournal.recordHeaderSize <= bytes.count {
            if case .record = record(at: candidate) { return candidate }
            candidate += 1
        }
        return nil
    }
}
