import Foundation

/// The photo ids of a ``Notebook`` in the order they were first added, with O(1) access by
/// position and removal in O(√m).
///
/// A tiered vector: the positions are cut into blocks of `blockSize` entries, each a ring buffer,
/// and every block but the last is full. Position `i` is found by one shift and one mask; removing
/// one id closes the gap inside its block and then moves one entry across each later block, which
/// is O(blockSize + m / blockSize). The block size is a power of two that grows with the count
/// (rebuilt when the count passes four times its square), so both terms stay near √m.
///
/// Each id carries the sequence number it was appended with; sequence numbers rise along the
/// positions, so the position of an id is a binary search, O(log m).
struct PhotoOrder: Sendable {
    /// One id and the sequence number it was appended with.
    struct Entry: Sendable {
        var sequence: Int
        var id: Photo.ID
    }

    private static let placeholder = Entry(
        sequence: -1, id: Photo.ID(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))))
    private static let initialBlockShift = 6

    /// Every block's ring buffer, one after another.
    private var storage: [Entry] = []
    /// The ring offset of each block's first entry.
    private var heads: [Int] = []
    /// log₂ of the block size.
    private var blockShift = PhotoOrder.initialBlockShift
    /// The sequence number of every id held.
    private var sequenceByID: [Photo.ID: Int] = [:]
    private var nextSequence = 0
    /// The number of ids held.
    private(set) var count = 0

    init() {}

    private var blockSize: Int { 1 << blockShift }
    private var blockMask: Int { blockSize - 1 }

    /// Where position `offset` of `block` lives in ``storage``.
    @inline(__always)
    private func slot(block: Int, offset: Int) -> Int {
        (block << blockShift) + ((heads[block] + offset) & blockMask)
    }

    /// The entry at `position`; `position` must be in `0..<count`.
    @inline(__always)
    private func entry(at position: Int) -> Entry {
        storage[slot(block: position >> blockShift, offset: position & blockMask)]
    }

    /// The id at `position`, which must be in `0..<count`.
    subscript(position: Int) -> Photo.ID {
        precondition(position >= 0 && position < count, "photo position out of range")
        return entry(at: position).id
    }

    /// Whether an id is held.
    func contains(_ id: Photo.ID) -> Bool {
        sequenceByID[id] != nil
    }

    /// The position of `id`, or `nil` when it is not held.
    ///
    /// - Complexity: O(log m).
    func position(of id: Photo.ID) -> Int? {
        guard let sequence = sequenceByID[id] else { return nil }
        var low = 0
        var high = count
        while low < high {
            let middle = low + (high - low) / 2
            if entry(at: middle).sequence < sequence { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Appends `id`, which must not be held yet.
    ///
    /// - Complexity: amortized O(1).
    mutating func append(_ id: Photo.ID) {
        if count == heads.count << blockShift {
            storage.append(contentsOf: repeatElement(Self.placeholder, count: blockSize))
            heads.append(0)
        }
        storage[slot(block: count >> blockShift, offset: count & blockMask)] = Entry(
            sequence: nextSequence, id: id)
        sequenceByID[id] = nextSequence
        nextSequence += 1
        count += 1
        if count > 4 << (2 * blockShift) { rebuild(blockShift: blockShift + 1) }
    }

    /// Removes `id` and returns the position it had, or returns `nil` when it is not held.
    ///
    /// - Complexity: O(√m).
    @discardableResult
    mutating func remove(_ id: Photo.ID) -> Int? {
        guard let position = position(of: id) else { return nil }
        sequenceByID[id] = nil
        let block = position >> blockShift
        let lastBlock = (count - 1) >> blockShift
        let blockEnd = block == lastBlock ? count - (block << blockShift) : blockSize
        var offset = position & blockMask
        while offset + 1 < blockEnd {
            storage[slot(block: block, offset: offset)] = storage[slot(block: block, offset: offset + 1)]
            offset += 1
        }
        if block < lastBlock {
            for later in (block + 1)...lastBlock {
                storage[slot(block: later - 1, offset: blockMask)] = storage[slot(block: later, offset: 0)]
                heads[later] = (heads[later] + 1) & blockMask
            }
        }
        count -= 1
        if count <= (heads.count - 1) << blockShift {
            storage.removeLast(blockSize)
            heads.removeLast()
        }
        return position
    }

    /// Lays the ids out again in blocks of `1 << blockShift`.
    private mutating func rebuild(blockShift newShift: Int) {
        let entries = (0..<count).map(entry(at:))
        blockShift = newShift
        let blocks = (entries.count + blockSize - 1) >> blockShift
        storage = entries
        storage.append(
            contentsOf: repeatElement(Self.placeholder, count: (blocks << blockShift) - entries.count))
        heads = Array(repeating: 0, count: blocks)
    }
}
