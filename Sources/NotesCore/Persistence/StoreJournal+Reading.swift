import Foundation

/// Reading `notes.journal`.
extension StoreJournal {
    /// What could be read of a journal.
    struct Reading {
        /// The committed saves that `notes.json` does not include yet, oldest first.
        var batches: [[Change]] = []
        /// The changes that damage cost, one per record the damage runs through, in file order.
        var dropped: [DroppedEntry] = []
        /// Whether bytes after the last whole commit were left out.
        ///
        /// They are the torn tail of a save that never returned. Not damage: the store is as
        /// that save found it.
        var hasTornTail = false
        /// Whether `notes.json` was found to include every record before a compaction marker,
        /// which were then skipped.
        var skippedCompacted = false
        /// Where the first bytes that do not read as records start (the header included), when
        /// there are some.
        var damageOffset: Int?

        /// Every change in the batches.
        var changeCount: Int { batches.reduce(0) { $0 + $1.count } }
    }

    /// What the bytes of a journal turned out to be.
    enum ReadOutcome {
        /// A journal of this version, read as far as it goes.
        case read(Reading)
        /// A journal of a newer version: neither read nor written.
        case newerVersion(Int)
        /// A journal whose version is not a number this code reads, as written.
        case unreadableVersion(String)
    }

    /// Reads a journal.
    ///
    /// `includes` says whether `notes.json` is the file a compaction marker describes (its byte
    /// count and fingerprint); if so every record before the marker is skipped. A record that
    /// does not check out is damage: the reader resumes at the next place where a whole record
    /// checks out and reports one dropped change per unreadable record of a committed save.
    /// Records after the last commit are the torn tail of an unfinished save and are ignored.
    /// - Complexity: O(*n*) in the size of the journal when it is whole.
    static func read(_ data: Data, includes: (Int, UInt64) -> Bool) -> ReadOutcome {
        let bytes = Array(data)
        if !bytes.starts(with: header) {
            if bytes.starts(with: headerPrefix), let end = bytes.firstIndex(of: UInt8(ascii: "\n")) {
                let text = String(decoding: bytes[headerPrefix.count..<end], as: UTF8.self)
                if let version = Int(text), version > currentVersion { return .newerVersion(version) }
                return .unreadableVersion(text)
            }
        }
        var reading = Reading()
        var pending: [Change] = []
        var pendingDamage: [DroppedEntry] = []
        var offset = header.count
        if !bytes.starts(with: header) {
            if header.starts(with: bytes) {
                reading.hasTornTail = !bytes.isEmpty
                return .read(reading)
            }
            reading.damageOffset = 0
            offset = nextRecord(in: bytes, after: 0) ?? bytes.count
        }
        var batchIndex = 0
        while offset < bytes.count {
            guard let (kind, payload) = record(in: bytes, at: offset),
                let decoded = decode(kind, bytes[payload])
            else {
                guard let resume = nextRecord(in: bytes, after: offset) else { break }
                reading.damageOffset = reading.damageOffset ?? offset
                pendingDamage.append(damaged(bytes, offset..<resume, batch: batchIndex))
                offset = resume
                continue
            }
            offset = payload.upperBound
            switch decoded {
            case .change(let change): pending.append(change)
            case .commit(let count):
                // The commit counts the batch's records, so damage that cost only an earlier
                // commit (two batches read as one) costs no change, and each lost record is one.
                let lost = max(0, count - pending.count)
                var dropped = Array(pendingDamage.prefix(lost))
                if let last = pendingDamage.last, dropped.count < lost {
                    dropped += Array(repeating: last, count: lost - dropped.count)
                }
                reading.batches.append(pending)
                reading.dropped += dropped
                pending = []
                pendingDamage = []
                batchIndex += 1
            case .compacted(let count, let fingerprint):
                pending = []
                pendingDamage = []
                if includes(count, fingerprint) {
                    reading.batches = []
                    reading.dropped = []
                    reading.damageOffset = nil
                    reading.skippedCompacted = true
                }
            }
        }
        reading.hasTornTail = !pending.isEmpty || !pendingDamage.isEmpty || offset < bytes.count
        return .read(reading)
    }

    /// What one record says.
    private enum Decoded {
        case change(Change)
        case commit(Int)
        case compacted(Int, UInt64)
    }

    /// The kind and payload range of the whole, checked record at `offset`, or nil.
    private static func record(in bytes: [UInt8], at offset: Int) -> (Kind, Range<Int>)? {
        guard offset + recordHeaderSize <= bytes.count,
            let kind = Kind(rawValue: bytes[offset + 8])
        else { return nil }
        let length = Int(integer(UInt32.self, bytes, offset))
        let start = offset + recordHeaderSize
        guard length <= maximumPayload, length <= bytes.count - start else { return nil }
        let checksum = integer(UInt32.self, bytes, offset + 4)
        guard Checksums.crc32(bytes[(offset + 8)..<(start + length)]) == checksum else { return nil }
        return (kind, start..<(start + length))
    }

    /// The first offset after `offset` where a whole record that decodes starts, or nil.
    private static func nextRecord(in bytes: [UInt8], after offset: Int) -> Int? {
        var candidate = offset + 1
        while candidate + recordHeaderSize <= bytes.count {
            if let (kind, payload) = record(in: bytes, at: candidate), decode(kind, bytes[payload]) != nil {
                return candidate
            }
            candidate += 1
        }
        return nil
    }

    /// The change a damaged stretch of bytes cost, named by the id its first record holds when
    /// its kind byte still reads.
    private static func damaged(_ bytes: [UInt8], _ range: Range<Int>, batch: Int) -> DroppedEntry {
        let kindByte = range.lowerBound + 8 < bytes.count ? bytes[range.lowerBound + 8] : 0
        let kind = Kind(rawValue: kindByte)
        let idStart = range.lowerBound + recordHeaderSize
        let rawID =
            kind != nil && kind != .commit && kind != .compacted && idStart + 16 <= range.upperBound
            ? uuid(bytes[idStart..<(idStart + 16)]).uuidString : nil
        return DroppedEntry(
            kind: kind == .putPhoto || kind == .removePhoto ? .photo : .note, index: batch, rawID: rawID,
            reason: "\(fileName) bytes \(range.lowerBound)..<\(range.upperBound) are damaged")
    }

    /// Decodes a checked record's payload, or nil when it does not hold what its kind says.
    private static func decode(_ kind: Kind, _ payload: ArraySlice<UInt8>) -> Decoded? {
        let start = payload.startIndex
        switch kind {
        case .commit:
            guard payload.count == 4 else { return nil }
            return .commit(Int(integer(UInt32.self, Array(payload), 0)))
        case .compacted:
            guard payload.count == 16 else { return nil }
            let values = Array(payload)
            return .compacted(Int(integer(UInt64.self, values, 0)), integer(UInt64.self, values, 8))
        case .removeNote:
            guard payload.count == 16 else { return nil }
            return .change(.removeNote(Note.ID(uuid(payload))))
        case .removePhoto:
            guard payload.count == 16 else { return nil }
            return .change(.removePhoto(Photo.ID(uuid(payload))))
        case .putNote, .putPhoto:
            guard payload.count > 17, payload[start + 16] <= 1 else { return nil }
            let id = uuid(payload[start..<(start + 16)])
            let hasAfter = payload[start + 16] == 1
            let entryStart = start + 17 + (hasAfter ? 16 : 0)
            guard entryStart < payload.endIndex else { return nil }
            let after = hasAfter ? uuid(payload[(start + 17)..<entryStart]) : nil
            let entry = Array(payload[entryStart...])
            return entry.withUnsafeBufferPointer { buffer -> Decoded? in
                var parser = StoreDocumentParser(bytes: buffer)
                if kind == .putNote {
                    guard let note = parser.note(), !parser.failed, parser.index == buffer.count,
                        note.id.rawValue == id
                    else { return nil }
                    return .change(.putNote(note, after: after.map(Note.ID.init)))
                }
                guard let photo = parser.photo(), !parser.failed, parser.index == buffer.count,
                    photo.id.rawValue == id
                else { return nil }
                return .change(.putPhoto(photo, after: after.map(Photo.ID.init)))
            }
        }
    }

    /// A little-endian integer at `offset`.
    private static func integer<Value: FixedWidthInteger>(_: Value.Type, _ bytes: [UInt8], _ offset: Int)
        -> Value
    {
        var value: Value = 0
        for index in 0..<(Value.bitWidth / 8) {
            value |= Value(bytes[offset + index]) << (8 * index)
        }
        return value
    }
}
