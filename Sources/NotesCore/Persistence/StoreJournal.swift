import Foundation

/// The format of `notes.journal`: the saves made since `notes.json` was last written whole.
///
/// A header line, `NotesKit journal 2\n`, then records. A record starts with a header of 21
/// bytes, every integer little-endian: its payload's length (`UInt32`), its kind (one byte), its
/// position (``Position``: the record's sequence number among the journal's records and the
/// number of the save it belongs to, `UInt32` each), a CRC-32 of those 13 bytes and of the
/// entry's id that starts a change's payload, and a CRC-32 of the payload; then the payload. A
/// damaged record whose header still checks out is known by its id. One save appends one batch: a record per changed entry, then a
/// commit record holding the number of changes before it, in one write and one `fsync`.
///
/// The positions make damage countable: after a damaged stretch, the next record that checks out
/// says how many records the stretch held (the gap in sequence numbers) and how many of them were
/// commits (the gap in save numbers), so a load reports exactly the changes it lost. The header's
/// own checksum tells a torn write (a header that checks out, whose payload runs past the end of
/// the file) from damage (a header that does not check out).
///
/// An entry's record holds its id (16 bytes) and, for a put, whether it follows another entry
/// (one byte, 0 or 1) and that entry's id (16 bytes), then the entry as `notes.json` writes it.
/// A compaction marker holds the byte count and fingerprint of the `notes.json` that includes
/// every record before it.
///
/// Version 1 (no positions: length, a CRC-32 of kind and payload, kind, payload) is still read;
/// a store that loads one compacts at its next save.
enum StoreJournal {
    /// The journal's name in the store folder, for ``StoreDeviceID/solitary``.
    static let fileName = "notes.journal"

    /// The journal of `device`: `notes.journal` for ``StoreDeviceID/solitary``,
    /// `notes.<device>.journal` for any other.
    static func fileName(for device: StoreDeviceID) -> String {
        device == .solitary ? fileName : "notes.\(device.rawValue.uuidString).journal"
    }

    /// The device whose journal `name` is, or nil when it names none.
    static func device(ofJournalNamed name: String) -> StoreDeviceID? {
        if name == fileName { return .solitary }
        guard name.hasPrefix("notes."), name.hasSuffix(".journal") else { return nil }
        let text = name.dropFirst("notes.".count).dropLast(".journal".count)
        guard let id = UUID(uuidString: String(text)), id.uuidString == text else { return nil }
        return StoreDeviceID(id)
    }
    /// The journal version this code reads and writes.
    static let currentVersion = 2
    /// The first bytes of every journal.
    static let header = Array("NotesKit journal \(currentVersion)\n".utf8)
    /// The header's bytes up to the version.
    static let headerPrefix = Array("NotesKit journal ".utf8)
    /// Length, kind, position and the two checksums.
    static let recordHeaderSize = 21
    /// The smallest record: a commit.
    static let minimumRecordSize = recordHeaderSize + 4
    /// The largest payload a record may declare; a larger length is damage.
    static let maximumPayload = 1 << 28

    /// Where a record stands in its journal: the number of records before it and the number of
    /// the save (batch) it belongs to, both from zero.
    struct Position: Hashable, Sendable {
        /// The record's sequence number.
        var sequence: UInt32 = 0
        /// The number of batches committed before this record's batch.
        var batch: UInt32 = 0
    }

    /// What a record holds.
    enum Kind: UInt8 {
        case putNote = 0x4E
        case removeNote = 0x6E
        case putPhoto = 0x50
        case removePhoto = 0x70
        case commit = 0x43
        case compacted = 0x4B

        /// How many bytes of the payload are the entry's id, which the header's checksum covers
        /// too: 16 for a change, 0 for a commit or a compaction marker.
        var idLength: Int { self == .commit || self == .compacted ? 0 : 16 }
    }

    /// One change to one entry, in the order a save applies them.
    enum Change: Hashable, Sendable {
        /// The note, new or changed, placed right after the note with that id (nil: first).
        case putNote(Note, after: Note.ID?)
        /// The note with this id is gone.
        case removeNote(Note.ID)
        /// The photo, new or changed, placed right after the photo with that id (nil: first).
        case putPhoto(Photo, after: Photo.ID?)
        /// The photo with this id is gone.
        case removePhoto(Photo.ID)
    }

    /// The bytes of one save starting at `position`: a record per change, then the commit record.
    ///
    /// Throws for a date or colour that is not a finite number.
    /// - Complexity: O(*n*) in the size of the changed entries.
    /// Each change is written with its version's vector, `clocks[i]` for `changes[i]` (empty when
    /// `clocks` is shorter).
    static func batch(_ changes: [Change], clocks: [VersionVector] = [], at position: Position)
        throws(StoreDocumentWriter.NonFiniteNumber) -> [UInt8]
    {
        var output: [UInt8] = []
        var position = position
        for (index, change) in changes.enumerated() {
            let clock = index < clocks.count ? encode(clocks[index]) : [0]
            var payload: [UInt8] = []
            var writer = StoreDocumentWriter()
            let kind: Kind
            switch change {
            case .putNote(let note, let after):
                kind = .putNote
                payload = bytes(of: note.id.rawValue) + clock + placement(after?.rawValue)
                try writer.write(note)
            case .removeNote(let id):
                kind = .removeNote
                payload = bytes(of: id.rawValue) + clock
            case .putPhoto(let photo, let after):
                kind = .putPhoto
                payload = bytes(of: photo.id.rawValue) + clock + placement(after?.rawValue)
                try writer.write(photo)
            case .removePhoto(let id):
                kind = .removePhoto
                payload = bytes(of: id.rawValue) + clock
            }
            output += record(kind, payload + writer.output, at: position)
            position.sequence &+= 1
        }
        output += record(.commit, littleEndian(UInt32(changes.count)), at: position)
        return output
    }

    /// The position after a batch of `changeCount` changes that starts at `position`.
    static func position(after position: Position, changeCount: Int) -> Position {
        Position(
            sequence: position.sequence &+ UInt32(truncatingIfNeeded: changeCount + 1),
            batch: position.batch &+ 1)
    }

    /// The compaction marker for a `notes.json` of these bytes, in a journal of `version` whose
    /// next record stands at `position`.
    static func compactedMarker(snapshot: Data, at position: Position, version: Int = currentVersion)
        -> [UInt8]
    {
        let payload = littleEndian(UInt64(snapshot.count)) + littleEndian(fingerprint(snapshot))
        guard version == 1 else { return record(.compacted, payload, at: position) }
        let checksum = Checksums.crc32(CollectionOfOne(Kind.compacted.rawValue).lazy + payload)
        return littleEndian(UInt32(payload.count)) + littleEndian(checksum) + [Kind.compacted.rawValue]
            + payload
    }

    /// One record: its header (length, kind, position, the header's checksum, the payload's
    /// checksum), then the payload.
    static func record(_ kind: Kind, _ payload: [UInt8], at position: Position) -> [UInt8] {
        let fields =
            littleEndian(UInt32(payload.count)) + [kind.rawValue] + littleEndian(position.sequence)
            + littleEndian(position.batch)
        let headerChecksum = Checksums.crc32(fields + payload.prefix(kind.idLength))
        return fields + littleEndian(headerChecksum) + littleEndian(Checksums.crc32(payload)) + payload
    }

    /// A version vector as a record holds it: the number of devices (one byte), then each
    /// device's id (16 bytes) and count (`UInt32`, little-endian), sorted by device.
    static func encode(_ clock: VersionVector) -> [UInt8] {
        let entries = clock.sorted.prefix(255)
        var output: [UInt8] = [UInt8(entries.count)]
        for (device, count) in entries { output += bytes(of: device.rawValue) + littleEndian(count) }
        return output
    }

    /// Whether a put follows another entry, and that entry's id.
    private static func placement(_ after: UUID?) -> [UInt8] {
        guard let after else { return [0] }
        return [1] + bytes(of: after)
    }

    /// The 16 bytes of a UUID.
    static func bytes(of id: UUID) -> [UInt8] {
        withUnsafeBytes(of: id.uuid) { Array($0) }
    }

    /// A UUID from 16 bytes.
    static func uuid(_ bytes: some Collection<UInt8>) -> UUID {
        var value = UUID().uuid
        withUnsafeMutableBytes(of: &value) { raw in
            for (offset, byte) in bytes.prefix(16).enumerated() { raw[offset] = byte }
        }
        return UUID(uuid: value)
    }

    /// The little-endian bytes of an integer.
    static func littleEndian<Value: FixedWidthInteger>(_ value: Value) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }

    /// A 64-bit fingerprint of a file's bytes, telling one `notes.json` from another; not a
    /// defence against anyone crafting a collision.
    /// - Complexity: O(*n*), a word at a time.
    static func fingerprint(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { raw -> UInt64 in
            let prime: UInt64 = 0x0000_0100_0000_01B3
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(raw.count)
            var offset = 0
            while offset + 8 <= raw.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                hash = (hash ^ word) &* prime
                hash ^= hash >> 29
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* prime
                offset += 1
            }
            return hash
        }
    }
}
