/// An ordered list of entries that journal changes apply to in O(1) each: a linked list over
/// slots, found by id.
struct StoreJournalReplay<Element: Identifiable> {
    /// What a put does when the entry it follows is not in the list.
    enum MissingPredecessor {
        /// Puts the entry last: the list is the whole contents, and its predecessor was lost to
        /// damage.
        case appendAtEnd
        /// Leaves the entry out: the list is only the first entries of the contents, and the
        /// entry belongs after them.
        case leaveOut
    }

    private var elements: [Element?]
    private var next: [Int]
    private var previous: [Int]
    private var head = -1
    private var tail = -1
    private var slots: [Element.ID: Int]
    private let missingPredecessor: MissingPredecessor

    /// A list holding `elements` in order; when an id repeats, the later entry is kept.
    /// - Complexity: O(*n*).
    init(_ elements: [Element], missingPredecessor: MissingPredecessor) {
        self.elements = []
        next = []
        previous = []
        slots = Dictionary(minimumCapacity: elements.count)
        self.missingPredecessor = missingPredecessor
        self.elements.reserveCapacity(elements.count)
        for element in elements { put(element, after: tail >= 0 ? self.elements[tail]?.id : nil) }
    }

    /// The entries, in order.
    /// - Complexity: O(*n*).
    var ordered: [Element] {
        var result: [Element] = []
        result.reserveCapacity(slots.count)
        var slot = head
        while slot >= 0 {
            if let element = elements[slot] { result.append(element) }
            slot = next[slot]
        }
        return result
    }

    /// Removes the entry with `id`, if there is one.
    mutating func remove(_ id: Element.ID) {
        guard let slot = slots.removeValue(forKey: id) else { return }
        unlink(slot)
        elements[slot] = nil
    }

    /// Puts `element` right after the entry with id `after` (first when nil), replacing and
    /// moving an entry with its id.
    mutating func put(_ element: Element, after: Element.ID?) {
        var predecessor = -1
        if let after {
            if let found = slots[after], after != element.id {
                predecessor = found
            } else if missingPredecessor == .leaveOut {
                remove(element.id)
                return
            } else {
                predecessor = tail == slots[element.id] ? previous[tail] : tail
            }
        }
        let slot: Int
        if let existing = slots[element.id] {
            slot = existing
            unlink(slot)
            elements[slot] = element
        } else {
            slot = elements.count
            elements.append(element)
            next.append(-1)
            previous.append(-1)
            slots[element.id] = slot
        }
        link(slot, after: predecessor)
    }

    private mutating func unlink(_ slot: Int) {
        let before = previous[slot]
        let after = next[slot]
        if before >= 0 { next[before] = after } else { head = after }
        if after >= 0 { previous[after] = before } else { tail = before }
        next[slot] = -1
        previous[slot] = -1
    }

    /// Links `slot` after `predecessor` (first when -1).
    private mutating func link(_ slot: Int, after predecessor: Int) {
        let following = predecessor >= 0 ? next[predecessor] : head
        previous[slot] = predecessor
        next[slot] = following
        if predecessor >= 0 { next[predecessor] = slot } else { head = slot }
        if following >= 0 { previous[following] = slot } else { tail = slot }
    }
}
