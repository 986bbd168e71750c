import Foundation

/// Reading `notes.journal`.
extension StoreJournal {
    /// What could be read of a journal.
    struct Reading {
        /// The committed saves that `notes.json` does not include yet, oldest first.
        var batches: [[Change]] = []
        /// The vector of each change's version, as ``batches`` holds the changes.
        var clocks: [[VersionVector]] = []
        /// The number of each batch in ``batches`` among the saves of its journal's device.
        var batchNumbers: [UInt32] = []
        /// The changes that damage cost, one per record the damage runs through, in file order.
        var dropped: [DroppedEntry] = []
        /// Whether bytes after the last whole commit were left out.
        ///
        /// They are the torn tail of a save that never returned. Not damage: the store is as
        /// that save found it.
        var hasTornTail = false
        /// Where the first bytes that do not read as records start (the header included), when
        /// there are some.
        var damageOffset: Int?
        /// Whether the journal is empty or shorter than its header: a save must write it anew,
        /// header first, rather than append to it.
        var isShort = false
        /// The version the journal was written in.
        var version = StoreJournal.currentVersion
        /// The position of the record a save would append next, when the journal is whole.
        var end = Position()
        /// The number of bytes up to the end of the last whole record that ends a save (a commit
        /// or a compaction marker); the header's size when there is none.
        var committedLength = 0
        /// Whether a compaction marker was read: `notes.json` was written anew since the
        /// journal's start.
        var hasMarker = false

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
    /// checks out and reports one dropped change per change record of a committed save that the
    /// damage cost, counted from the positions of the records on either side (see
    /// ``StoreJournal``). Records after the last commit are the torn tail of an unfinished save and
    /// are ignored. Counts and lengths are checked against the bytes that could hold them before
    /// anything is allocated for them.
    /// - Complexity: O(*n*) in the size of the journal when it is whole.
    static func read(_ data: Data, includes: (Int, UInt64) -> Bool) -> ReadOutcome {
        readJournal(data, includes: includes)
    }

    /// ``read(_:includes:)`` for the journal beside `snapshot`, the bytes of `notes.json` (nil
    /// when there is none): a compaction marker counts as included when it names the snapshot's
    /// size and fingerprint.
    ///
    /// `fingerprint` is the snapshot's when known; it is filled in when this computes it (hashing
    /// 61 MB takes about 13 ms), so the next reader beside the same snapshot need not.
    static func read(_ data: Data, extending snapshot: Data?, fingerprint: inout UInt64?) -> ReadOutcome {
        readJournal(data) { count, expected in
            guard let snapshot, count == snapshot.count else { return false }
            if fingerprint == nil { fingerprint = StoreJournal.fingerprint(snapshot) }
            return fingerprint == expected
        }
    }

    private static func readJournal(_ data: Data, includes: (Int, UInt64) -> Bool) -> ReadOutcome {
        let bytes = Array(data)
        if header.starts(with: bytes) {
            // Empty, or a header cut short: nothing was ever committed to it.
            var reading = Reading()
            reading.hasTornTail = !bytes.isEmpty
            reading.isShort = true
            return .read(reading)
        }
        if bytes.starts(with: headerPrefix), let end = bytes.firstIndex(of: UInt8(ascii: "\n")) {
            let text = String(decoding: bytes[headerPrefix.count..<end], as: UTF8.self)
            if text == "1" { return .read(readVersionOne(bytes, includes: includes)) }
            // Anything but a short run of digits is a damaged header, read as damage below.
            let isVersion =
                (1...9).contains(text.utf8.count) && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
            if isVersion && text != String(currentVersion) {
                if let version = Int(text), version > currentVersion { return .newerVersion(version) }
                return .unreadableVersion(text)
            }
        }
        return withoutActuallyEscaping(includes) { includes in
            var reader = StoreJournalReader(bytes: bytes, includes: includes)
            reader.readAll()
            return .read(reader.reading)
        }
    }

    /// Reads the bytes of one batch as a journal whose records before it end at `position`, to
    /// check that a load would read back what a save is about to write.
    static func readBatch(_ batch: [UInt8], at position: Position) -> Reading {
        var reader = StoreJournalReader(
            bytes: header + batch, includes: { _, _ in false }, expecting: position)
        reader.readAll()
        return reader.reading
    }

    /// What one record says.
    enum Decoded {
        case change(Change, VersionVector)
        case commit(Int)
        case compacted(Int, UInt64)
    }

    /// Decodes a checked record's payload, or nil when it does not hold what its kind says; a
    /// change of the current version holds its version's vector after its id, one of version 1
    /// none.
    static func decode(_ kind: Kind, _ payload: ArraySlice<UInt8>, clocked: Bool = true) -> Decoded? {
        let start = payload.startIndex
        switch kind {
        case .commit:
            guard payload.count == 4 else { return nil }
            return .commit(Int(integer(UInt32.self, Array(payload), 0)))
        case .compacted:
            guard payload.count == 16 else { return nil }
            let values = Array(payload)
            return .compacted(Int(integer(UInt64.self, values, 0)), integer(UInt64.self, values, 8))
        case .removeNote, .removePhoto:
            guard payload.count >= 16 else { return nil }
            let id = uuid(payload[start..<(start + 16)])
            var clock = VersionVector()
            var end = start + 16
            if clocked {
                guard let (decoded, after) = decodeClock(payload, at: end) else { return nil }
                clock = decoded
                end = after
            }
            guard end == payload.endIndex else { return nil }
            return .change(kind == .removeNote ? .removeNote(Note.ID(id)) : .removePhoto(Photo.ID(id)), clock)
        case .putNote, .putPhoto:
            guard payload.count > 17 else { return nil }
            let id = uuid(payload[start..<(start + 16)])
            var clock = VersionVector()
            var flag = start + 16
            if clocked {
                guard let (decoded, after) = decodeClock(payload, at: flag) else { return nil }
                clock = decoded
                flag = after
            }
            guard flag < payload.endIndex, payload[flag] <= 1 else { return nil }
            let hasAfter = payload[flag] == 1
            let entryStart = flag + 1 + (hasAfter ? 16 : 0)
            guard entryStart < payload.endIndex else { return nil }
            let after = hasAfter ? uuid(payload[(flag + 1)..<entryStart]) : nil
            let entry = Array(payload[entryStart...])
            return entry.withUnsafeBufferPointer { buffer -> Decoded? in
                var parser = StoreDocumentParser(bytes: buffer)
                if kind == .putNote {
                    guard let note = parser.note(), !parser.failed, parser.index == buffer.count,
                        note.id.rawValue == id
                    else { return nil }
                    return .change(.putNote(note, after: after.map(Note.ID.init)), clock)
                }
                guard let photo = parser.photo(), !parser.failed, parser.index == buffer.count,
                    photo.id.rawValue == id
                else { return nil }
                return .change(.putPhoto(photo, after: after.map(Photo.ID.init)), clock)
            }
        }
    }

    /// The version vector at `offset` of a payload and the offset after it, or nil when the
    /// payload is too short to hold what its count says.
    static func decodeClock(_ payload: ArraySlice<UInt8>, at offset: Int) -> (VersionVector, Int)? {
        guard offset < payload.endIndex else { return nil }
        let count = Int(payload[offset])
        let end = offset + 1 + count * 20
        guard end <= payload.endIndex else { return nil }
        var counts: [StoreDeviceID: UInt32] = [:]
        var entry = offset + 1
        while entry < end {
            let device = StoreDeviceID(uuid(payload[entry..<(entry + 16)]))
            var value: UInt32 = 0
            for index in 0..<4 { value |= UInt32(payload[entry + 16 + index]) << (8 * index) }
            guard counts[device] == nil, value > 0 else { return nil }
            counts[device] = value
            entry += 20
        }
        return (VersionVector(counts), end)
    }

    /// A little-endian integer at `offset`.
    static func integer<Value: FixedWidthInteger>(_: Value.Type, _ bytes: [UInt8], _ offset: Int)
        -> Value
    {
        var value: Value = 0
        for index in 0..<(Value.bitWidth / 8) {
            value |= Value(bytes[offset + index]) << (8 * index)
        }
        return value
    }
}
