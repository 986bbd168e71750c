import Foundation

/// Reading journals of version 1, which a store that loads one compacts at its next save.
///
/// A version-1 record is its payload's length (`UInt32`, little-endian), a CRC-32 of its kind
/// byte and payload, one kind byte and the payload; records carry no position, so damage is
/// counted from the commit records and the size of the damaged bytes.
extension StoreJournal {
    /// Length, checksum and kind of a version-1 record.
    static let versionOneRecordHeaderSize = 9
    /// The size of a version-1 commit record.
    static let versionOneCommitSize = versionOneRecordHeaderSize + 4
    /// The smallest version-1 record that holds a change: a removal.
    static let versionOneMinimumChangeSize = versionOneRecordHeaderSize + 16

    /// Reads a version-1 journal (its header already checked) as ``read(_:includes:)`` does.
    ///
    /// A damaged stretch costs the changes its save's commit counts beyond those read, and at
    /// least one unless it is exactly the size of a commit record; never more than its bytes
    /// could hold. Only the first change a stretch cost is named, and only when its id still
    /// reads.
    static func readVersionOne(_ bytes: [UInt8], includes: (Int, UInt64) -> Bool) -> Reading {
        var reading = Reading()
        reading.version = 1
        var pending: [Change] = []
        var pendingDamage: [(entry: DroppedEntry, bytes: Int)] = []
        var offset = header.count
        var batchIndex = 0
        while offset < bytes.count {
            guard let (kind, payload) = versionOneRecord(in: bytes, at: offset),
                let decoded = decode(kind, bytes[payload], clocked: false)
            else {
                guard let resume = nextVersionOneRecord(in: bytes, after: offset) else { break }
                reading.damageOffset = reading.damageOffset ?? offset
                pendingDamage.append(
                    (damagedVersionOne(bytes, offset..<resume, batch: batchIndex), resume - offset))
                offset = resume
                continue
            }
            offset = payload.upperBound
            switch decoded {
            case .change(let change, _): pending.append(change)
            case .commit(let count):
                let costly = pendingDamage.filter { $0.bytes != versionOneCommitSize }
                let most = pendingDamage.reduce(0) { $0 + $1.bytes / versionOneMinimumChangeSize }
                let lost = min(most, max(costly.count, count - pending.count))
                if lost > 0, let first = (costly.first ?? pendingDamage.first)?.entry {
                    var unnamed = first
                    unnamed.rawID = nil
                    reading.dropped.append(first)
                    reading.dropped += Array(repeating: unnamed, count: lost - 1)
                }
                reading.batches.append(pending)
                reading.clocks.append(Array(repeating: VersionVector(), count: pending.count))
                reading.batchNumbers.append(UInt32(batchIndex))
                pending = []
                pendingDamage = []
                batchIndex += 1
            case .compacted(let count, let fingerprint):
                pending = []
                pendingDamage = []
                if includes(count, fingerprint) {
                    reading.batches = []
                    reading.clocks = []
                    reading.batchNumbers = []
                    reading.dropped = []
                    reading.damageOffset = nil
                }
            }
        }
        reading.hasTornTail = !pending.isEmpty || !pendingDamage.isEmpty || offset < bytes.count
        return reading
    }

    /// The kind and payload range of the whole, checked version-1 record at `offset`, or nil.
    private static func versionOneRecord(in bytes: [UInt8], at offset: Int) -> (Kind, Range<Int>)? {
        guard offset + versionOneRecordHeaderSize <= bytes.count,
            let kind = Kind(rawValue: bytes[offset + 8])
        else { return nil }
        let length = Int(integer(UInt32.self, bytes, offset))
        let start = offset + versionOneRecordHeaderSize
        guard length <= maximumPayload, length <= bytes.count - start else { return nil }
        let checksum = integer(UInt32.self, bytes, offset + 4)
        guard Checksums.crc32(bytes[(offset + 8)..<(start + length)]) == checksum else { return nil }
        return (kind, start..<(start + length))
    }

    /// The first offset after `offset` where a whole version-1 record that decodes starts, or nil.
    private static func nextVersionOneRecord(in bytes: [UInt8], after offset: Int) -> Int? {
        var candidate = offset + 1
        while candidate + versionOneRecordHeaderSize <= bytes.count {
            if let (kind, payload) = versionOneRecord(in: bytes, at: candidate),
                decode(kind, bytes[payload], clocked: false) != nil
            {
                return candidate
            }
            candidate += 1
        }
        return nil
    }

    /// The change a damaged stretch of a version-1 journal cost, named by the id its first record
    /// holds when its kind byte still reads.
    private static func damagedVersionOne(_ bytes: [UInt8], _ range: Range<Int>, batch: Int) -> DroppedEntry {
        let kindByte = range.lowerBound + 8 < bytes.count ? bytes[range.lowerBound + 8] : 0
        let kind = Kind(rawValue: kindByte)
        let idStart = range.lowerBound + versionOneRecordHeaderSize
        let rawID =
            kind != nil && kind != .commit && kind != .compacted && idStart + 16 <= range.upperBound
            ? uuid(bytes[idStart..<(idStart + 16)]).uuidString : nil
        return DroppedEntry(
            kind: kind == .putPhoto || kind == .removePhoto ? .photo : .note, index: batch, rawID: rawID,
            reason: "\(fileName) bytes \(range.lowerBound)..<\(range.upperBound) are damaged")
    }
}
