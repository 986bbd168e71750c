/// The grams a note is indexed under and a query is narrowed by: scalars and pairs of adjacent
/// scalars of the folded text.
///
/// A scalar of one folded byte (ASCII, and the Cyrillic letters `а`…`я`, see ``SearchFolding``)
/// has a bucket of its own. Every other scalar takes three or four bytes (Greek, Hebrew, CJK, emoji):
/// it is one gram, not its bytes, so `αβ` narrows a search by two letters rather than by bytes that
/// every Greek note shares. Each such scalar, and each pair of adjacent scalars, is hashed with its
/// key into one of ``SearchIndex/gramBuckets`` buckets, and the bucket remembers the one key that
/// ever reached it, if only one did, so that a query of one or two scalars is answered by the
/// bitsets alone. A scalar's key is its folded bytes packed into a `UInt32`; a pair's key is the two
/// scalar keys side by side, so no pair's key equals a scalar's.
extension SearchIndex {
    /// Buckets `0..<160` are the one-byte scalars (ASCII, then `0xC0`…`0xDF`); the rest hold hashed
    /// scalars and scalar pairs.
    static let firstGramBucket = 160
    /// Hashed buckets for scalars and scalar pairs.
    static let gramBuckets = 1024
    /// A gram bucket no key was indexed into; no key has this value.
    static let emptyGramBucket = UInt64.max
    /// A gram bucket that two different keys reached; no key has this value either.
    static let sharedGramBucket = UInt64.max - 1

    /// The bucket of a scalar's or pair's `key`.
    @inline(__always)
    static func gramBucket(_ key: UInt64) -> Int {
        firstGramBucket + Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 54)
    }

    /// The bucket of a one-byte scalar (below `0x80`, or `0xC0`…`0xDF`).
    @inline(__always)
    static func byteBucket(_ byte: UInt8) -> Int {
        byte < 0x80 ? Int(byte) : 0x80 + Int(byte &- 0xC0)
    }

    /// Calls `byte` with the bucket of every one-byte scalar of `bytes[range]` (folded text, runs
    /// between separators), and `key` with the key of every longer scalar and of every pair of
    /// adjacent scalars, in order; a pair never spans a separator or a NUL.
    ///
    /// - Returns: The number of scalars after the last separator.
    @inline(__always)
    static func forEachGram(
        in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, byte: (Int) -> Void, key: (UInt64) -> Void
    ) -> Int {
        var previous: UInt32 = 0
        var current: UInt32 = 0
        var scalars = 0
        for position in range {
            let value = bytes[position]
            if value & 0xC0 == 0x80 {
                current = current << 8 | UInt32(value)
                continue
            }
            // `current` is whole: a scalar's first byte, or a separator, comes next.
            if current > 0xFF { key(UInt64(current)) }
            if previous != 0 && current != 0 { key(UInt64(previous) << 32 | UInt64(current)) }
            if value == SearchFolding.separator {
                (previous, current, scalars) = (0, 0, 0)
                continue
            }
            (previous, current) = (current, UInt32(value))
            scalars += 1
            if value < 0xE0 { byte(byteBucket(value)) }
        }
        if current > 0xFF { key(UInt64(current)) }
        if previous != 0 && current != 0 { key(UInt64(previous) << 32 | UInt64(current)) }
        return scalars
    }

    /// Sets `bit` in `words` (one note's block of the bitsets) for every gram of `bytes[range]`,
    /// and records in `owners` (``keyOfBucket``) the key that reached each hashed bucket: the
    /// grams ``forEachGram(in:range:byte:key:)`` reports, in one loop that keeps its pointers in
    /// registers, which indexing a note spends most of its time in.
    ///
    /// - Complexity: O(*n*) in the length of `range`.
    static func insertGrams(
        in bytes: UnsafePointer<UInt8>, range: Range<Int>, words: UnsafeMutablePointer<UInt64>, bit: UInt64,
        owners: UnsafeMutablePointer<UInt64>
    ) {
        @inline(__always) func insert(_ key: UInt64) {
            let bucket = gramBucket(key)
            words[bucket] |= bit
            let known = owners[bucket &- firstGramBucket]
            // Once shared, a bucket stays shared: nothing to write.
            if known != key && known != sharedGramBucket {
                owners[bucket &- firstGramBucket] = known == emptyGramBucket ? key : sharedGramBucket
            }
        }
        var previous: UInt32 = 0
        var current: UInt32 = 0
        var position = range.lowerBound
        let end = range.upperBound
        while position < end {
            let value = bytes[position]
            position &+= 1
            if value & 0xC0 == 0x80 {
                current = current << 8 | UInt32(value)
                continue
            }
            if current > 0xFF { insert(UInt64(current)) }
            if previous != 0 && current != 0 { insert(UInt64(previous) << 32 | UInt64(current)) }
            if value == SearchFolding.separator {
                (previous, current) = (0, 0)
                continue
            }
            (previous, current) = (current, UInt32(value))
            if value < 0xE0 { words[byteBucket(value)] |= bit }
        }
        if current > 0xFF { insert(UInt64(current)) }
        if previous != 0 && current != 0 { insert(UInt64(previous) << 32 | UInt64(current)) }
    }

    /// The buckets a query for `needle` intersects, and whether their bitsets hold exactly the
    /// notes containing it: a needle of one one-byte scalar, or of one or two scalars whose key's
    /// bucket no other key reached.
    func buckets(ofNeedle needle: [UInt8]) -> (buckets: [Int], exact: Bool) {
        var buckets = Set<Int>()
        var lastKey: UInt64?
        let scalars = needle.withUnsafeBufferPointer { bytes in
            Self.forEachGram(
                in: bytes, range: bytes.indices, byte: { buckets.insert($0) },
                key: { key in
                    buckets.insert(Self.gramBucket(key))
                    lastKey = key
                })
        }
        let exact: Bool
        switch scalars {
        case 1: exact = needle.count == 1 || lastKey.map(isExactGram) == true
        // The pair's key is the last one reported, after the second scalar's own.
        case 2: exact = lastKey.map { $0 >> 32 != 0 && isExactGram($0) } == true
        default: exact = false
        }
        return (Array(buckets), exact)
    }

    /// Whether the bitset of `key`'s bucket holds exactly the notes containing `key`.
    func isExactGram(_ key: UInt64) -> Bool {
        keyOfBucket[Self.gramBucket(key) &- Self.firstGramBucket] == key
    }
}
