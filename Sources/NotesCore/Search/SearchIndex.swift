/// A folded, in-memory index of notes for case- and diacritic-insensitive substring search.
///
/// The index keeps every note's title and content folded (see <doc:Search>) in one contiguous
/// buffer, plus one bitset over notes for every scalar and pair of adjacent scalars (hashed, apart
/// from the one-byte scalars; see `SearchIndex+Grams.swift`). A query first intersects the bitsets of its
/// grams to pick candidates, then verifies each candidate in the buffer. Results are sets of notes, not orderings: keep the
/// caller's order with ``NotesCore/SearchResult/filter(_:)``.
///
/// The index is a value; it is `Sendable` and may be built or queried off the main actor. Updating
/// one note with ``update(_:)`` or ``remove(_:)`` costs time proportional to that note only and bumps
/// ``generation``, which invalidates refinement from older results.
public struct SearchIndex: Sendable {
    /// Where one note's folded text lives in ``blob``.
    struct Span: Sendable {
        var start: Int
        var end: Int
    }

    /// Buckets in every word of ``grams``: one-byte scalars, then hashed grams (see
    /// `SearchIndex+Grams.swift`).
    static let bucketCount = firstGramBucket + gramBuckets

    /// Folded notes: `title 0xFF content 0xFF`, one after another; edited notes leave garbage.
    var blob: [UInt8] = []
    /// Per slot, the note's folded text in `blob`.
    var spans: [Span] = []
    /// Per slot, the note stored there, or `nil` for a free slot.
    var ids: [Note.ID?] = []
    /// The slot of every indexed note.
    var slotsByID: [Note.ID: Int] = [:]
    /// Slots freed by removal, reused by later insertions.
    var freeSlots: [Int] = []
    /// Word-major bitsets: word `w` of bucket `b` is `grams[w * bucketCount + b]`, so indexing one
    /// note touches one small, contiguous block.
    var grams: [UInt64] = []
    /// Per gram bucket, the one key ever indexed into it, or ``emptyGramBucket`` or
    /// ``sharedGramBucket``: a bucket that only one key ever reached is exact for that key, so a
    /// query of one or two scalars needs no verification.
    var keyOfBucket = [UInt64](repeating: SearchIndex.emptyGramBucket, count: SearchIndex.gramBuckets)
    /// Words in every bucket's bitset (64 slots each).
    var wordCount = 0
    /// Occupied slots.
    var live = SearchBitset(wordCount: 0)
    /// Bytes in `blob` no longer referenced by any slot.
    var garbage = 0
    /// Folded forms of scalars at or above U+0800, computed once.
    var foldCache: [UInt32: [UInt8]] = [:]

    /// Increases with every change to the index; results from an older generation are not refined.
    public private(set) var generation = 0

    /// Creates an empty index.
    public init() {}

    /// Indexes `notes`; when two notes share an id, the later one wins.
    ///
    /// A large collection is indexed on every core (see `SearchIndex+Parts.swift`).
    ///
    /// - Complexity: O(*n*) in the total length of the notes' text.
    public init(_ notes: some Collection<Note>) {
        if notes.count >= Self.minimumNotesForParts, let built = Self.builtInParts(Array(notes)) {
            self = built
            return
        }
        self.init(oneAtATime: notes)
    }

    /// Indexes `notes` one after another on the calling thread; see ``init(_:)``.
    ///
    /// Every table is made room for at once, for `room` notes when more are to be joined to it:
    /// growing the table by id as notes arrive rehashed it a dozen times, about a tenth of the
    /// build, and growing the bitsets and the text at the join copied them into fresh memory.
    init(oneAtATime notes: some Collection<Note>, room: Int = 0) {
        let room = max(room, notes.count)
        grams.reserveCapacity(((room + 63) >> 6) * Self.bucketCount)
        live.words.reserveCapacity((room + 63) >> 6)
        reserveSlots(notes.count)
        blob.reserveCapacity(room * 360)
        spans.reserveCapacity(room)
        ids.reserveCapacity(room)
        slotsByID.reserveCapacity(room)
        for note in notes {
            update(note)
        }
        generation = 0
    }

    /// The number of indexed notes.
    public var count: Int { slotsByID.count }

    /// Whether the note with `id` is indexed.
    public func contains(_ id: Note.ID) -> Bool { slotsByID[id] != nil }

    /// Indexes `note`, replacing what was indexed for its id.
    ///
    /// - Complexity: O(*m*) in the length of the note's text, amortised over occasional compaction.
    public mutating func update(_ note: Note) {
        let slot: Int
        if let existing = slotsByID[note.id] {
            slot = existing
            forget(slot: slot)
        } else if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = spans.count
            reserveSlots(slot + 1)
            spans.append(Span(start: 0, end: 0))
            ids.append(nil)
        }
        let start = blob.count
        SearchFolding.fold(note.title, into: &blob, cache: &foldCache)
        blob.append(SearchFolding.separator)
        SearchFolding.fold(note.content, into: &blob, cache: &foldCache)
        blob.append(SearchFolding.separator)
        spans[slot] = Span(start: start, end: blob.count)
        ids[slot] = note.id
        slotsByID[note.id] = slot
        live.insert(slot)
        setGrams(of: slot, present: true)
        generation += 1
        compactIfWasteful()
    }

    /// Removes the note with `id`; does nothing if it is not indexed.
    ///
    /// - Complexity: O(*m*) in the length of the removed note's text.
    public mutating func remove(_ id: Note.ID) {
        guard let slot = slotsByID.removeValue(forKey: id) else { return }
        forget(slot: slot)
        ids[slot] = nil
        live.remove(slot)
        freeSlots.append(slot)
        generation += 1
        compactIfWasteful()
    }

    /// Clears the bitsets of what is stored in `slot` and marks its text as garbage.
    private mutating func forget(slot: Int) {
        setGrams(of: slot, present: false)
        garbage += spans[slot].end - spans[slot].start
        spans[slot] = Span(start: blob.count, end: blob.count)
    }

    /// Sets or clears `slot`'s bit in the bucket of every gram of its text.
    private mutating func setGrams(of slot: Int, present: Bool) {
        let span = spans[slot]
        let base = (slot >> 6) &* Self.bucketCount
        let bit: UInt64 = 1 << UInt64(slot & 63)
        var keys: [UInt64] = []
        swap(&keys, &keyOfBucket)
        defer { swap(&keys, &keyOfBucket) }
        blob.withUnsafeBufferPointer { text in
            grams.withUnsafeMutableBufferPointer { grams in
                keys.withUnsafeMutableBufferPointer { owners in
                    let range = span.start..<span.end
                    guard present else {
                        _ = Self.forEachGram(
                            in: text, range: range, byte: { grams[base &+ $0] &= ~bit },
                            key: { grams[base &+ Self.gramBucket($0)] &= ~bit })
                        return
                    }
                    guard let start = text.baseAddress, let words = grams.baseAddress,
                        let owners = owners.baseAddress
                    else { return }
                    Self.insertGrams(in: start, range: range, words: words + base, bit: bit, owners: owners)
                }
            }
        }
    }

    /// Grows the bitsets so that slots `0..<slotCount` fit.
    private mutating func reserveSlots(_ slotCount: Int) {
        let needed = (slotCount + 63) >> 6
        guard needed > wordCount else { return }
        grams.append(contentsOf: repeatElement(0, count: (needed - wordCount) * Self.bucketCount))
        live.words.append(contentsOf: repeatElement(0, count: needed - wordCount))
        wordCount = needed
    }

    /// Copies live text into a fresh buffer once more than half of the buffer is garbage.
    private mutating func compactIfWasteful() {
        guard garbage > 1 << 16, garbage * 2 > blob.count else { return }
        var compacted: [UInt8] = []
        compacted.reserveCapacity(blob.count - garbage)
        for slot in spans.indices {
            guard ids[slot] != nil else {
                spans[slot] = Span(start: 0, end: 0)
                continue
            }
            let span = spans[slot]
            let start = compacted.count
            compacted.append(contentsOf: blob[span.start..<span.end])
            spans[slot] = Span(start: start, end: compacted.count)
        }
        blob = compacted
        garbage = 0
    }
}
