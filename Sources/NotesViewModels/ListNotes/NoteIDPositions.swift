import NotesCore

/// A compact, read-only hash table from note ids to positions, built in one pass.
///
/// Open addressing with linear probing over two flat arrays; an id's 16 bytes are hashed by folding
/// them into one word and multiplying, which suits random UUIDs and sequential ones alike. Much
/// cheaper to build and probe than a `Dictionary<Note.ID, Int>` of the same size.
struct NoteIDPositions {
    private let mask: Int
    private let shift: UInt64
    /// Per bucket: the id's two words, and its position plus one (0 for an empty bucket).
    private var words: [(UInt64, UInt64)]
    private var positions: [Int32]

    /// A table of each key's id at its position in `keys`; a repeated id keeps its first position.
    ///
    /// - Complexity: O(*n*) for *n* keys.
    init(_ keys: [ListNotesRowKey]) {
        var capacity = 16
        var bits: UInt64 = 4
        while capacity < keys.count * 2 {
            capacity <<= 1
            bits += 1
        }
        mask = capacity - 1
        shift = 64 - bits
        words = Array(repeating: (0, 0), count: capacity)
        positions = Array(repeating: 0, count: capacity)
        for (position, key) in keys.enumerated() {
            let pair = Self.words(of: key.id)
            var bucket = bucketOf(pair)
            while positions[bucket] != 0 {
                if words[bucket] == pair { break }
                bucket = (bucket + 1) & mask
            }
            if positions[bucket] == 0 {
                words[bucket] = pair
                positions[bucket] = Int32(position + 1)
            }
        }
    }

    /// The position of `id`, or `nil`.
    ///
    /// - Complexity: O(1) on average.
    func position(of id: Note.ID) -> Int? {
        let pair = Self.words(of: id)
        var bucket = bucketOf(pair)
        while positions[bucket] != 0 {
            if words[bucket] == pair { return Int(positions[bucket]) - 1 }
            bucket = (bucket + 1) & mask
        }
        return nil
    }

    private func bucketOf(_ pair: (UInt64, UInt64)) -> Int {
        let mixed = (pair.0 ^ (pair.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> shift) & mask
    }

    private static func words(of id: Note.ID) -> (UInt64, UInt64) {
        withUnsafeBytes(of: id.rawValue.uuid) { bytes in
            (
                bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
                bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            )
        }
    }
}
