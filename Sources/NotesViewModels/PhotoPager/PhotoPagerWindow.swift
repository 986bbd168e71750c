import NotesCore

/// The pager's window rules as a value: which photos the three slots show, which slot is current,
/// which loads to start and cancel, and which results to keep.
///
/// The current index is the source of truth; the window is derived from it and the count, as in
/// the original app: at the first photo `[0 … min(2, n−1)]`, at the last `[max(0, n−3) … n−1]`,
/// elsewhere `[i−1, i, i+1]` with the current photo in the middle. There are exactly `min(3, n)`
/// slots. When the window moves, a slot whose photo stays keeps its image; a slot whose photo
/// leaves is reused for a photo that enters, its load cancelled and one new load started. So a
/// swipe in the middle starts exactly one load, a swipe at an end (the window does not move)
/// starts none, and a jump starts at most three.
///
/// Every mutating method returns the ``ImageLoadEffect``s to run, in order. Every load carries a
/// ticket; ``loadFinished(ticket:result:)`` keeps a result only when a slot still waits for that
/// ticket and shows the result's photo, and drops everything else (a slot given another photo's
/// image loads its own photo again, so no slot waits for a load that is not running).
///
/// Pure and O(1) per call: photo ids come from a lookup the caller passes in, called at most three
/// times.
public struct PhotoPagerWindow: Hashable, Sendable {
    /// The most slots a pager has.
    public static let maximumSlotCount = 3

    /// The number of photos.
    public private(set) var count = 0
    /// The current photo's index; 0 when there are no photos.
    public private(set) var currentIndex = 0
    /// The reusable slots, in the order they were first filled: at most three.
    public private(set) var slots: [PhotoPagerSlot] = []
    /// The slots in window order: `slotOrder[k]` is the slot showing photo `window.lowerBound + k`.
    public private(set) var slotOrder: [Int] = []
    private var lastTicket = 0

    /// A window over no photos.
    public init() {}

    /// The photo indices the slots show, in order.
    public var window: Range<Int> {
        let start = max(0, min(currentIndex - 1, count - Self.maximumSlotCount))
        return start..<(start + min(Self.maximumSlotCount, count))
    }

    /// The position of the current photo in ``window`` (0, 1 or 2), or `nil` with no photos.
    public var currentPosition: Int? { count == 0 ? nil : currentIndex - window.lowerBound }

    /// The slot showing the current photo, or `nil` with no photos.
    public var currentSlot: PhotoPagerSlot? { currentPosition.map { slots[slotOrder[$0]] } }

    /// The slots in window order.
    public var orderedSlots: [PhotoPagerSlot] { slotOrder.map { slots[$0] } }

    /// Whether there is a photo before the current one.
    public var hasPrevious: Bool { currentIndex > 0 }

    /// Whether there is a photo after the current one.
    public var hasNext: Bool { currentIndex + 1 < count }

    /// The number of images the slots hold.
    public var heldImageCount: Int { slots.count { $0.load.image != nil } }

    /// Shows photo `index` of `count`, moving the window and reusing slots.
    ///
    /// `index` is clamped to `0..<count`; with `count` 0 every slot is emptied. Slots whose photo
    /// stays in the window keep their image; the others are reused for the photos that enter (and
    /// are removed when fewer photos remain).
    ///
    /// - Parameters:
    ///   - index: the photo to show.
    ///   - count: the number of photos.
    ///   - photoID: the id of the photo at an index in `0..<count`.
    public mutating func show(
        index: Int, count: Int, photoID: (Int) -> Photo.ID
    ) -> [ImageLoadEffect] {
        self.count = max(0, count)
        currentIndex = self.count == 0 ? 0 : min(max(index, 0), self.count - 1)
        let ids = window.map(photoID)
        var effects: [ImageLoadEffect] = []
        var order = Array(repeating: -1, count: ids.count)
        var free: [Int] = []
        for (slot, content) in slots.enumerated() {
            if let position = ids.firstIndex(of: content.photoID), order[position] == -1 {
                order[position] = slot
            } else {
                free.append(slot)
            }
        }
        for slot in free where slots[slot].ticket != 0 {
            effects.append(.cancelLoad(ticket: slots[slot].ticket))
            slots[slot].ticket = 0
        }
        for position in ids.indices where order[position] == -1 {
            lastTicket += 1
            let content = PhotoPagerSlot(photoID: ids[position], load: .loading, ticket: lastTicket)
            if free.isEmpty {
                order[position] = slots.count
                slots.append(content)
            } else {
                let slot = free.removeFirst()
                order[position] = slot
                slots[slot] = content
            }
            effects.append(.startLoad(ids[position], ticket: lastTicket))
        }
        if !free.isEmpty { removeSlots(free, order: &order) }
        slotOrder = order
        return effects
    }

    /// Applies the result of the load started with `ticket`.
    ///
    /// Returns `nil`, and changes nothing, when no slot waits for that ticket (its slot was reused
    /// or the load cancelled). An image of another photo is never shown: the slot loads its own
    /// photo again, under a new ticket, and the effects that start that load are returned; when
    /// that load too delivers another photo's image, the slot fails (a retry loads it again).
    /// Returns no effects when the result was applied.
    public mutating func loadFinished(ticket: Int, result: Result<LoadedImage, ImageLoadError>)
        -> [ImageLoadEffect]?
    {
        guard ticket != 0, let slot = slots.firstIndex(where: { $0.ticket == ticket }) else { return nil }
        switch result {
        case .success(let image):
            guard image.photoID == slots[slot].photoID else {
                guard slots[slot].isLoadingAfterWrongImage else {
                    slots[slot].ticket = 0
                    let effects = startLoad(inSlot: slot)
                    slots[slot].isLoadingAfterWrongImage = true
                    return effects
                }
                slots[slot].load = .failed(.failed("the loader delivered an image of another photo"))
                slots[slot].ticket = 0
                return []
            }
            slots[slot].load = .loaded(image)
        case .failure(let error):
            slots[slot].load = .failed(error)
        }
        slots[slot].ticket = 0
        return []
    }

    /// Loads again the photos of `photoIDs` that slots show, dropping their images and cancelling
    /// their loads: for a photo replaced under the same id, whose image changed.
    public mutating func reload(_ photoIDs: Set<Photo.ID>) -> [ImageLoadEffect] {
        slots.indices.filter { photoIDs.contains(slots[$0].photoID) }.flatMap { startLoad(inSlot: $0) }
    }

    /// Starts a new load for the slot showing `photoID` when its load failed; nothing otherwise.
    public mutating func retry(_ photoID: Photo.ID) -> [ImageLoadEffect] {
        guard let slot = slots.firstIndex(where: { $0.photoID == photoID }),
            case .failed = slots[slot].load
        else { return [] }
        return startLoad(inSlot: slot)
    }

    /// Cancels the load `slot` waits for, if any, and starts one of its photo under a new ticket.
    private mutating func startLoad(inSlot slot: Int) -> [ImageLoadEffect] {
        var effects: [ImageLoadEffect] = []
        if slots[slot].ticket != 0 { effects.append(.cancelLoad(ticket: slots[slot].ticket)) }
        lastTicket += 1
        slots[slot].load = .loading
        slots[slot].ticket = lastTicket
        slots[slot].isLoadingAfterWrongImage = false
        effects.append(.startLoad(slots[slot].photoID, ticket: lastTicket))
        return effects
    }

    /// Cancels every load and lets go of every image; the slots keep their photos, idle.
    public mutating func close() -> [ImageLoadEffect] {
        var effects: [ImageLoadEffect] = []
        for slot in slots.indices {
            if slots[slot].ticket != 0 { effects.append(.cancelLoad(ticket: slots[slot].ticket)) }
            slots[slot].ticket = 0
            slots[slot].load = .idle
        }
        return effects
    }

    /// Removes the unused `free` slots and renumbers `order` to match.
    private mutating func removeSlots(_ free: [Int], order: inout [Int]) {
        let removed = Set(free)
        var renumbered: [Int] = []
        var next = 0
        for slot in slots.indices {
            renumbered.append(removed.contains(slot) ? -1 : next)
            if !removed.contains(slot) { next += 1 }
        }
        slots = slots.indices.filter { !removed.contains($0) }.map { slots[$0] }
        order = order.map { renumbered[$0] }
    }
}
