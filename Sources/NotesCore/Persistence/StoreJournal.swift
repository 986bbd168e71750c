import Foundation

/// The format of `notes.journal`: the saves made since `notes.json` was last written whole.
///
/// A header line, `NotesKit journal 1\n`, then records. A record is its payload's length
/// (`UInt32`, little-endian), a CRC-32 of its kind byte and payload (`UInt32`, little-endian), one
/// kind byte and the payload. One save appends one batch: a record per changed entry, then a
/// commit record holding the number of records before it, in one write and one `fsync`.
///
/// An entry's record holds its id (16 bytes) and, for a put, whether it follows another entry
/// (one byte, 0 or 1) and that entry's id (16 bytes), then the entry as `notes.json` writes it.
/// A compaction marker holds the byte count and fingerprint of the `notes.json` that includes
/// every record before it.
enum StoreJournal {
    /// The journal's name in the store folder.
    static let fileName = "notes.journal"
    /// The journal version this code reads and writes.
    static let currentVersion = 1
    /// The first bytes of every journal.
    static let header = Array("NotesKit journal \(currentVersion)\n".utf8)
    /// The header's bytes up to the version.
    static let headerPrefix = Array("NotesKit journal ".utf8)
    /// Length, checksum and kind.
    static let recordHeaderSize = 9
    /// The largest payload a record may declare; a larger length is damage.
    static let maximumPayload = 1 << 28

    /// What a record holds.
    enum Kind: UInt8 {
        case putNote = 0x4E
        case removeNote = 0x6E
        case putPhoto = 0x50
        case removePhoto = 0x70
        case commit = 0x43
        case compacted = 0x4B
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

    /// The bytes of one save: a record per change, then the commit record.
    ///
    /// Throws for a date or colour that is not a finite number.
    /// - Complexity: O(*n*) in the size of the changed entries.
    static func batch(_ changes: [Change]) throws(StoreDocumentWriter.NonFiniteNumber) -> [UInt8] {
        var output: [UInt8] = []
        for change in changes {
            var payload: [UInt8] = []
            var writer = StoreDocumentWriter()
            let kind: Kind
            switch change {
            case .putNote(let note, let after):
                kind = .putNote
                payload = bytes(of: note.id.rawValue) + position(after?.rawValue)
                try writer.write(note)
            case .removeNote(let id):
                kind = .removeNote
                payload = bytes(of: id.rawValue)
            case .putPhoto(let photo, let after):
                kind = .putPhoto
                payload = bytes(of: photo.id.rawValue) + position(after?.rawValue)
                try writer.write(photo)
            case .removePhoto(let id):
                kind = .removePhoto
                payload = bytes(of: id.rawValue)
            }
            output += record(kind, payload + writer.output)
        }
        output += record(.commit, littleEndian(UInt32(changes.count)))
        return output
    }

    /// The compaction marker for a `notes.json` of these bytes.
    static func compactedMarker(snapshot: Data) -> [UInt8] {
        record(.compacted, littleEndian(UInt64(snapshot.count)) + littleEndian(fingerprint(snapshot)))
    }

    /// One record: length, checksum, kind, payload.
    static func record(_ kind: Kind, _ payload: [UInt8]) -> [UInt8] {
        let checksum = Checksums.crc32(CollectionOfOne(kind.rawValue).lazy + payload)
        return littleEndian(UInt32(payload.count)) + littleEndian(checksum) + [kind.rawValue] + payload
    }

    /// Whether a put follows another entry, and that entry's id.
    private static func position(_ after: UUID?) -> [UInt8] {
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
